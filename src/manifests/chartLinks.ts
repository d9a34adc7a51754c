import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { isInside } from './expandInputs.ts';
import type { SourceLocation } from './manifestObject.ts';

/**
 * Refuses a directory of charts (a chart, a kustomization's chart home) holding a symbolic link that
 * leads outside `roots`, naming the links: helm reads what a link in a chart points to, so a pull
 * request's link could make a template show a file of the runner's in a preview. `what` names the
 * directory (`the chart deploy/web`), `shownDir` is its path and `outsideOf` the roots as messages show them.
 */
export async function refuseLinksOutside(dir: string, what: string, shownDir: string, source: SourceLocation, roots: { real: string[]; shown: string }): Promise<void> {
  const real = await realpath(dir).catch(() => undefined); // no such directory: no chart here to hold a link; helm reports a missing chart itself
  if (real === undefined) return;
  const hint = 'Helm reads what a link in a chart points to; remove the link, or copy what it points to into the chart';
  // The directory itself may be the link (a chart home `charts -> /`).
  if (!roots.real.some((root) => isInside(real, root))) throw new UserError(`${what} is a link leading outside ${roots.shown}`, { hint, source });
  const outside: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((found) => found.isSymbolicLink())) {
    const target = path.join(entry.parentPath, entry.name);
    const linked = await realpath(target).catch(() => undefined); // a dangling link leads nowhere, so it shows no file; helm reports it if a template needs it
    if (linked !== undefined && !roots.real.some((root) => isInside(linked, root))) outside.push(path.posix.join(shownDir, path.relative(dir, target).split(path.sep).join('/')));
  }
  if (outside.length === 0) return;
  throw new UserError(`${what} holds ${outside.join(', ')}, ${outside.length === 1 ? 'a link' : 'links'} leading outside ${roots.shown}`, { hint, source });
}
