// README.md's "Try it now" commands, read from the README and run verbatim by bash in the repository
// root, as a newcomer pastes them, on the test cluster as their current kubectl context: each must
// succeed, and together they must leave the cluster as they found it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, inject, it } from 'vitest';
import { EXAMPLE_LOCK_WAIT_MS } from '../../cluster/controlPlane/clusterLock.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { onClusterWithoutShop } from '../../workflows/act/exampleCluster.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const HEADING = 'Try it now, on a cluster you have';

/** The commands of the first sh block under the README's "Try it now" heading, one a line. */
function tryItNowCommands(): string[] {
  const tokens = new MarkdownIt().parse(readFileSync(resolve(ROOT, 'README.md'), 'utf8'), {});
  const heading = tokens.findIndex((token, i) => token.type === 'heading_open' && tokens[i + 1]?.content === HEADING);
  const block = tokens.slice(heading).find((token) => token.type === 'fence' && token.info.trim() === 'sh');
  return (block?.content ?? '').split('\n').filter((line) => line.trim() !== '');
}

describe("README.md's try-it-now path", () => {
  it('finds the commands: a preview, an apply, a view and a delete of examples/shop', () => {
    expect(tryItNowCommands().map((line) => line.split(' ')[2])).toEqual(['preview', 'apply', 'view', 'delete']);
  });

  it(
    'previews, applies, views and deletes examples/shop on the current context, each command as written',
    async () => {
      const kubeconfigPath = inject('kubeconfigPath');
      await onClusterWithoutShop(kubeconfigPath, inject('kubectlPath'), async (api) => {
        const outputs: string[] = [];
        for (const command of tryItNowCommands()) {
          // KUBECONFIG is how the current context reaches the test cluster; nothing else is added to what the user types.
          const run = await runCommand('bash', ['-c', `cd ${JSON.stringify(ROOT)} && ${command}`], {
            env: { ...process.env, KUBECONFIG: kubeconfigPath },
          });
          expect(run.code, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
          outputs.push(run.stdout + run.stderr);
        }
        const [preview, apply, view, remove] = outputs;
        // What the README says each one shows.
        expect(preview).toMatch(/: 9 to create, 0 to update, 0 to prune, 0 unchanged/);
        expect(apply).toMatch(/: 9 created, 0 configured, 0 pruned, 0 unchanged in [\d.]+m?s; 9 ready/);
        expect(view).toContain('deployment.apps/web');
        expect(remove).toMatch(/: 9 members deleted and gone; the parent was deleted/);
        expect((await api.request('GET', '/api/v1/namespaces/shop')).status).toBe(404);
        expect(
          (
            await api.request(
              'GET',
              '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/featureflags.shop.example.com',
            )
          ).status,
        ).toBe(404);
      });
    },
    EXAMPLE_LOCK_WAIT_MS + 300_000,
  );
});
