// scripts/debian-packages.sh as GitHub's runners run it: as a user that is not root, with sudo that
// asks no password. Its apt-get and sudo are stand-ins that write down how they were called; every
// other command it may run is the machine's, on a PATH that holds nothing else, so the machine's own
// sudo and apt-get are never reached.
import { chmod, copyFile, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';

const SCRIPT = resolve(import.meta.dirname, '../../../scripts/debian-packages.sh');
const MISSING = 'applyset-test-no-such-tool';
/** The uid and gid of `nobody` on Debian, to run the script as a user that is not root when the tests run as root. */
const NOBODY = '65534';

let dir: string;
let log: string;
/** The machine's command named `tool`, found on the tests' own PATH. */
const machines = async (tool: string) => (await runCommand('bash', ['-c', `type -P ${tool}`])).stdout.trim();

/** A PATH of the machine's id, env and true, with a stand-in apt-get, and sudo as `sudo` says. */
async function pathWith(sudo: 'no password' | 'asks a password' | 'none'): Promise<string> {
  const bin = await mkdtemp(join(dir, 'bin-'));
  await chmod(bin, 0o755);
  for (const tool of ['id', 'env', 'true']) {
    await symlink(await machines(tool), join(bin, tool));
  }
  const stand = async (name: string, body: string) => {
    await writeFile(join(bin, name), `#!/bin/bash\n${body}\n`);
    await chmod(join(bin, name), 0o755);
  };
  await stand('apt-get', `echo "apt-get $* as $(id -u) DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> ${log}`);
  if (sudo === 'no password') await stand('sudo', `echo "sudo $*" >> ${log}\n[ "$1" = -n ] && shift\nexec "$@"`);
  if (sudo === 'asks a password')
    await stand(
      'sudo',
      `echo "sudo $*" >> ${log}\n[ "$1" = -n ] && { echo "sudo: a password is required" >&2; exit 1; }\nexit 1`,
    );
  return bin;
}

/** Runs the script for `packages` as a user that is not root (nobody, when the tests run as root). */
async function install(path: string, packages: string[]) {
  await writeFile(log, '');
  const script = join(dir, 'debian-packages.sh');
  const env = { PATH: path };
  const notRoot =
    process.getuid?.() === 0
      ? [await machines('setpriv'), `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups']
      : [];
  const command = [...notRoot, await machines('bash'), script, ...packages];
  const result = await runCommand(command[0]!, command.slice(1), { env });
  return { ...result, calls: (await readFile(log, 'utf8')).split('\n').filter(Boolean) };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'debian-packages-'));
  await chmod(dir, 0o755);
  log = join(dir, 'calls.log');
  await writeFile(log, '');
  await chmod(log, 0o666);
  await copyFile(SCRIPT, join(dir, 'debian-packages.sh'));
  await chmod(join(dir, 'debian-packages.sh'), 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scripts/debian-packages.sh as a user that is not root', () => {
  it("installs what is missing through sudo -n when sudo asks no password, as on GitHub's runners", async () => {
    const run = await install(await pathWith('no password'), ['env', MISSING]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`installing ${MISSING}`);
    expect(run.calls).toEqual([
      'sudo -n true',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      `apt-get update -qq as ${uidOfRun()} DEBIAN_FRONTEND=noninteractive`,
      `sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${MISSING}`,
      `apt-get install -y -qq --no-install-recommends ${MISSING} as ${uidOfRun()} DEBIAN_FRONTEND=noninteractive`,
    ]);
  });

  it('installs nothing and says why when sudo would ask a password, or there is no sudo: the tests that need it skip', async () => {
    for (const sudo of ['asks a password', 'none'] as const) {
      const run = await install(await pathWith(sudo), [MISSING]);
      expect(run.code, `${sudo}: ${run.stderr}`).toBe(0);
      expect(run.stderr, sudo).toContain(`${MISSING} missing and not installable here`);
      expect(
        run.calls.filter((call) => call.startsWith('apt-get')),
        sudo,
      ).toEqual([]);
    }
  });

  it('runs nothing when nothing is missing', async () => {
    const run = await install(await pathWith('no password'), ['id', 'env']);
    expect(run).toMatchObject({ code: 0, stderr: '', calls: [] });
  });
});

/** The uid the script ran as when not root: nobody's when the tests run as root, else the tests' own. */
function uidOfRun(): string {
  return process.getuid?.() === 0 ? NOBODY : String(process.getuid?.());
}
