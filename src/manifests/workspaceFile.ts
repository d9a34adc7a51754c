import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { UserError } from '../common/errors.ts';
import { isInside } from '../common/inputPaths.ts';
import { mebibytes, type ReadBudget } from './readBudget.ts';

/** Where a file may be read from, and how much may be read. */
export interface WorkspaceReading {
  /** The real path of the directory the file must really be in. */
  workspace: string;
  budget: ReadBudget;
}

/**
 * The text of a file a pull request may have written (a targets file, a kustomization), read only
 * when it is a regular file really inside the workspace and within the budget: a link to
 * `/etc/passwd` must not be read, nor one to `/dev/zero` (endless) or a pipe (blocks forever).
 * A missing file throws the system's ENOENT, for callers that look for one of several names;
 * a refusal is a UserError naming `display` and why.
 */
export function readWorkspaceFile(absolute: string, display: string, { workspace, budget }: WorkspaceReading): string {
  const real = realpathSync(absolute);
  if (!isInside(real, workspace)) {
    throw new UserError(`${display} leads outside the workspace through a symbolic link`, {
      hint: 'remove the link, or copy what it points to into the repository',
    });
  }
  // Without blocking, so that a pipe is refused rather than waited on.
  const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile())
      throw new UserError(`${display} is not a regular file (a device, pipe or socket)`, {
        hint: 'only regular files are read',
      });
    if (!budget.takeBytes(stats.size)) {
      throw new UserError(
        `${display} is ${mebibytes(stats.size)} MiB, which makes what is read for it more than ${mebibytes(budget.maxBytes)} MiB`,
        {
          hint: 'such a file (a kustomization, a targets file, a Chart.yaml) needs a few kilobytes; remove what is not its own',
        },
      );
    }
    // At most the size taken: a file that grows while it is read is cut, not read without end.
    const buffer = Buffer.alloc(stats.size);
    const read = readSync(fd, buffer, 0, stats.size, 0);
    return buffer.toString('utf8', 0, read);
  } finally {
    closeSync(fd);
  }
}
