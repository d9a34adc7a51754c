import { homedir } from 'node:os';
import { join } from 'node:path';

/** The project's cache outside the repository, where scripts/installNode.sh keeps Node and the control plane's programs. */
export function projectCache(...path: string[]): string {
  const root =
    process.env.APPLYSET_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'applyset-action');
  return join(root, ...path);
}
