/**
 * Adds `value` to the list at `key`, in place. Copying the list per addition (`[...list, value]`)
 * costs the square of a key's list: at 30,000 objects, a stage's barrier that every node of the next
 * stage follows made gigabytes of copies and half of a cached preview's CPU.
 */
export function appendTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}
