import path from 'node:path';
import { isDynamicPattern } from 'tinyglobby';

// The paths of the manifests input, as the readers of the manifests, git and the targets file each place them.

/** An input's place on disk: the path before its first glob segment, resolved against `cwd`. */
export function inputBase(input: string, cwd: string): string {
  const segments = path.resolve(cwd, input).split(path.sep);
  const firstDynamic = segments.findIndex((segment) => isDynamicPattern(segment));
  return firstDynamic < 0 ? segments.join(path.sep) : segments.slice(0, firstDynamic).join(path.sep) || path.sep;
}

/** Whether `target` is `root` or inside it, by their paths as given. */
export function isInside(target: string, root: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}
