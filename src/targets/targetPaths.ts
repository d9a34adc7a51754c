import { realpathSync } from 'node:fs';
import { UserError, UserErrors } from '../common/errors.ts';
import { inputBase, isInside } from '../common/inputPaths.ts';

/** What of a targets file this check reads: each target's manifests and where they stand. */
interface TargetsPaths {
  file: string;
  targets: readonly { name: string; manifests: readonly string[]; line: number; lines: { manifests?: number } }[];
}

/**
 * Refuses the manifests paths of a targets file that are outside the workspace, or lead out of it
 * through a symbolic link: the file may come from a pull request, and what its paths name is read
 * and shown in the comment (as the diff of an object to adopt). The step's own manifests input may
 * name other places; a targets file may not. Each problem is at the target's manifests line.
 */
export function refuseOutsidePaths(file: TargetsPaths, cwd: string): void {
  const workspace = realpathSync(cwd);
  const errors: UserError[] = [];
  for (const target of file.targets) {
    for (const manifest of target.manifests) {
      const why = outsideReason(inputBase(manifest, cwd), cwd, workspace);
      if (why === undefined) continue;
      errors.push(
        new UserError(`target "${target.name}": manifests ${manifest} ${why}`, {
          source: { file: file.file, line: target.lines.manifests ?? target.line },
          hint: 'a targets file names paths inside the repository (the working directory); copy what it should deploy into the repository',
        }),
      );
    }
  }
  if (errors.length > 0) throw new UserErrors(errors);
}

/** Why `base` (a path, or a glob's fixed start) is not really in the workspace; undefined when it is. */
function outsideReason(base: string, cwd: string, workspace: string): string | undefined {
  if (!isInside(base, cwd)) return 'is outside the workspace';
  let real: string;
  try {
    real = realpathSync(base);
  } catch {
    return undefined; // missing: nothing there is read, and targetOptions says it does not exist
  }
  return isInside(real, workspace) ? undefined : 'leads outside the workspace through a symbolic link';
}
