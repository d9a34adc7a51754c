import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rendererInputSecrets } from '../../../src/manifests/rendererInputs.ts';
import { treesRemovedAfterEach } from './fixtureTree.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const tree = treesRemovedAfterEach();
const base64 = (text: string): string => Buffer.from(text).toString('base64');

describe('the values a workflow hands helm, to hide', () => {
  it("gives each set value with helm's escapes undone, the values of a list of them, and their base64", async () => {
    const cwd = await tree({});
    const values = await rendererInputSecrets(
      { values: [], set: ['db.password=p\\,w-secret', 'a=first-value,b=second-value'] },
      cwd,
      testEnvironment(),
    );
    expect(values).toEqual(
      expect.arrayContaining([
        'p,w-secret',
        base64('p,w-secret'),
        'first-value',
        'second-value',
        'first-value,b=second-value',
      ]),
    );
  });

  it('gives every value of a values file git does not track, and none of one it does', async () => {
    const cwd = await tree({
      'committed.yaml': 'mode: prune\n',
      'written.yaml': 'api:\n  token: tk-generated\n  ports: [12345]\n',
    });
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
        },
      });
    git('init', '-q');
    git('add', 'committed.yaml');
    git('commit', '-qm', 'values');
    const values = await rendererInputSecrets(
      { values: ['committed.yaml', 'written.yaml'], set: [] },
      cwd,
      testEnvironment(),
    );
    expect(values).toEqual(expect.arrayContaining(['tk-generated', base64('tk-generated'), '12345']));
    expect(values).not.toContain('prune');
  });
});
