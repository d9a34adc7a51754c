// A command line the CLI cannot read still gets its error as JSON on stdout when `-o json` was asked
// for, and only then: a script piping the output to jq reads JSON whatever went wrong.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const run = promisify(execFile);

async function failed(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [cli, ...args]).then(
    () => {
      throw new Error(`${args.join(' ')} succeeded`);
    },
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

it('is JSON on stdout with -o json, the same error on stderr, exit 1', async () => {
  const { code, stdout, stderr } = await failed(['apply', '--applyset', 'web', '--timout', '5m', '-o', 'json']);
  expect(code).toBe(1);
  expect(JSON.parse(stdout)).toEqual({
    schemaVersion: 1,
    error: {
      message: 'unknown flag --timout; did you mean --timeout?',
      hint: 'run applyset-action help for the flags',
    },
  });
  expect(stderr).toBe('error: unknown flag --timout; did you mean --timeout? Run applyset-action help for the flags\n');
}, 30_000);

it('names every invalid option in it, each by its flag', async () => {
  const { stdout } = await failed([
    'apply',
    '--applyset',
    'web',
    '-f',
    'k8s/',
    '--timeout',
    'soon',
    '--max-requests-in-flight',
    '0',
    '--output=json',
  ]);
  expect(JSON.parse(stdout)).toEqual({
    schemaVersion: 1,
    command: 'apply',
    error: {
      message: '2 problems found',
      problems: [
        { message: '--max-requests-in-flight must be a whole number from 1 to 256, not "0"' },
        { message: '--timeout must be a duration such as 90s, 5m or 1h30m, not "soon"' },
      ],
    },
  });
}, 30_000);

it('is text alone without -o json', async () => {
  const { stdout, stderr } = await failed(['apply', '--applyset', 'web', '--timout', '5m']);
  expect(stdout).toBe('');
  expect(stderr).toMatch(/^error: unknown flag --timout/);
}, 30_000);
