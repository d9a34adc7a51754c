// src/common/appendTo.ts
function appendTo(lists, key, value) {
	const list = lists.get(key);
	if (list) list.push(value);
	else lists.set(key, [value]);
}
export { appendTo as t };
