import { UserError } from '../common/errors.ts';

/*
 * What kubectl's users type, as this CLI reads it: what means the same here is taken as it is
 * written (`-f=dir`, `-k dir`, `--server-side`), the rest is refused with what to type instead.
 */

const RUN_COMMANDS: readonly string[] = ['preview', 'apply', 'drift'];

/**
 * The line with kubectl's spellings that mean the same here rewritten to this CLI's: `-f=dir` is
 * `-f dir` (parseArgs would read the value as `=dir`); `-k dir` and `--kustomize dir` are `-f dir`
 * (a directory with a kustomization.yaml is rendered by kustomize); `--server-side` is what every
 * apply does already.
 */
export function rewriteHabits(argv: readonly string[]): string[] {
  return argv.flatMap((arg) => {
    const shortWithEquals = /^-([a-zA-Z])=(.*)$/.exec(arg);
    if (shortWithEquals) return [`-${shortWithEquals[1] === 'k' ? 'f' : shortWithEquals[1]}`, shortWithEquals[2]!];
    if (arg === '-k' || arg === '--kustomize') return ['-f'];
    const kustomize = /^--kustomize=(.*)$/.exec(arg);
    if (kustomize) return ['-f', kustomize[1]!];
    if (arg === '--server-side' || arg === '--server-side=true') return [];
    return [arg];
  });
}

/** kubectl's spellings with no same meaning here, refused before the line is parsed, with what to type instead. */
export function refuseHabits(command: string | undefined, argv: readonly string[]): void {
  if (argv.includes('--server-side=false')) {
    throw new UserError(
      'applyset-action applies with server-side apply only: --server-side=false has no meaning here',
      { hint: 'leave it out; every apply is server-side' },
    );
  }
  if (command === undefined || !RUN_COMMANDS.includes(command)) return;
  const dryRun = argv.find((arg) => /^--dry-run(=|$)/.test(arg));
  if (dryRun) {
    throw new UserError(`${command} does not take ${dryRun}: a server-side dry run is applyset-action preview`, {
      hint: `type applyset-action preview with the same flags (it writes nothing, not even the parent or its lock); drift also exits 2 when something would change`,
    });
  }
}

/**
 * The error for words left over after a run command and its flags: a value given to an on/off flag
 * as a separate word (`--wait false`), or manifests given without -f (`preview k8s/`).
 */
export function strayWordsError(
  command: string,
  argv: readonly string[],
  words: readonly string[],
): UserError | undefined {
  if (!RUN_COMMANDS.includes(command)) return undefined;
  const [word] = words;
  const before = argv[argv.indexOf(word!) - 1];
  if ((word === 'true' || word === 'false') && before?.startsWith('--')) {
    return new UserError(`${before} is on or off: its value goes after =, not in the next word`, {
      hint: `type ${before}=${word}`,
    });
  }
  const files = words.map((w) => `-f ${w}`).join(' ');
  return new UserError(
    `${command} takes its manifests with -f, not as ${words.length === 1 ? 'a word' : 'words'}: ${words.join(' ')}`,
    {
      hint: `type applyset-action ${command} ${files} ... (-f as kubectl apply's: a file, a directory, a glob, or - for stdin)`,
    },
  );
}
