import { describe, expect, it } from 'vitest';
import { changeRange, selectForEvent } from '../../../src/targets/eventSelection.ts';
import { parseTargetsFile } from '../../../src/targets/targetsFile.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

describe('the change a run compares', () => {
  it("is a pull request's base to the checkout, since they parted", () => {
    expect(changeRange({ eventName: 'pull_request', payload: { pull_request: { base: { sha: SHA_A } } } })).toEqual({
      from: SHA_A,
      to: 'HEAD',
      sinceMergeBase: true,
    });
  });

  it("is a push's before to after, and none for a push that created the branch", () => {
    expect(changeRange({ eventName: 'push', payload: { before: SHA_A, after: SHA_B } })).toEqual({
      from: SHA_A,
      to: SHA_B,
      sinceMergeBase: false,
    });
    expect(changeRange({ eventName: 'push', payload: { before: '0'.repeat(40), after: SHA_B } })).toEqual({
      none: 'the push created the branch: there is no earlier commit to compare with',
    });
  });

  it('is none on a schedule: a drift check looks at every target', () => {
    expect(changeRange({ eventName: 'schedule', payload: {} })).toEqual({
      none: 'every target is checked on the schedule event',
    });
  });
});

describe('the targets a run covers', () => {
  const file = parseTargetsFile(
    't.yaml',
    'targets:\n  - {name: a, manifests: a/, applyset: a}\n  - {name: b, manifests: b/, applyset: b}\n',
  );
  const event = { eventName: 'schedule', payload: {} };

  it('are every target named, changed or not, and every target with changed-only false', async () => {
    expect(
      await selectForEvent(file, file.targets.slice(1), {
        environment: testEnvironment(),
        named: true,
        changedOnly: 'auto',
        event,
        cwd: '/',
      }),
    ).toEqual({ run: [{ target: file.targets[1], reason: 'named in the only-targets input' }], skipped: [] });
    const all = await selectForEvent(file, file.targets, {
      environment: testEnvironment(),
      named: false,
      changedOnly: 'false',
      event: { eventName: 'pull_request', payload: { pull_request: { base: { sha: SHA_A } } } },
      cwd: '/',
    });
    expect(all.run.map((r) => [r.target.name, r.reason])).toEqual([
      ['a', 'changed-only is false'],
      ['b', 'changed-only is false'],
    ]);
  });
});
