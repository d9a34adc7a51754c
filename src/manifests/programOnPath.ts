import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The absolute path of the program `name` as a shell finds it on `searchPath`, or undefined. Found
 * before it runs, since a program run through another (a namespace's wrapper) is not found by its
 * caller: a missing one would be the wrapper's failure, not the caller's ENOENT.
 */
export async function programOnPath(name: string, searchPath: string): Promise<string | undefined> {
  const names = process.platform === 'win32' ? [`${name}.exe`, name] : [name];
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir === '') continue;
    for (const file of names.map((candidate) => path.resolve(dir, candidate))) {
      if (await isExecutableFile(file)) return file;
    }
  }
  return undefined;
}

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
