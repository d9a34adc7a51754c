/** Edits (insertions, deletions, substitutions) that turn `a` into `b`: Levenshtein's distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * What a user who typed `name` may have meant among `names`: those it begins (`force` for
 * `force-conflicts`), else the nearest within a few typos (`timout` for `timeout`); none when
 * nothing is close, as a wild guess misleads more than none.
 */
export function closestNames(name: string, names: readonly string[]): string[] {
  if (name.length >= 3) {
    const started = names.filter((candidate) => candidate.startsWith(name));
    if (started.length > 0) return started.slice(0, 3);
  }
  const within = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
  const scored = names
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .filter(({ distance }) => distance <= within);
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored.filter(({ distance }) => distance === best).map(({ candidate }) => candidate);
}
