// The preview identity of examples/rbac/applyset-action-preview.yaml reads no Secret value. A pull
// request from a branch of the repository can add a step that uses PREVIEW_KUBECONFIG: as that step
// would, the test lists, gets, watches and dry-run-applies Secrets with it, and is refused each time;
// and a preview of examples/shop with it still works, saying what it could not compare.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { step } from '../../step.ts';
import { useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { useShopExample } from './shopExampleCluster.ts';

const SECRETS = '/api/v1/namespaces/shop/secrets';
/** A second Secret member, beside examples/shop's shop-db: the pull request removes it. */
const API_KEY =
  'apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-api-key\n  namespace: shop\nstringData:\n  API_KEY: deployed-api-key-7f3a\n';
const DEPLOYED_PASSWORD = 'not-a-real-password';
const CHANGED_PASSWORD = 'changed-password-91c2';

describe('the preview identity reads no Secret', () => {
  const action = useActionFixture('preview-no-secret');
  const identities = useShopExample(action);

  const run = (kubeconfig: string, eventName: 'pull_request' | 'push', number: number) =>
    action.run(
      eventName,
      eventName === 'push'
        ? pushEvent(String(number).repeat(40))
        : pullRequestEvent({ number, headSha: String(number).repeat(40) }),
      {
        manifests: 'k8s/',
        applyset: 'shop',
        namespace: 'shop',
        kubeconfig,
        'github-token': 'ghs_fake-token',
        // The rollout is not what this test is about.
        wait: 'false',
      },
    );

  it('is refused every read of a Secret but the parent, and previews Secret members and prunes without their values', async () => {
    await step('the deploy identity deploys examples/shop and a second Secret', async () => {
      await action.workspace.write('k8s/05-api-key.yaml', API_KEY);
      const deploy = await run(identities.deployKubeconfig, 'push', 1);
      expect(deploy.stdout).not.toMatch(/^::error::/m);
      expect(deploy.exitCode).toBe(0);
      expect(deploy.outputs).toMatchObject({ mode: 'apply', created: '9' });
    });

    const attacker = connectToApi(identities.previewKubeconfigFile);
    await step('a step of the pull request, with the preview credential, can read no Secret', async () => {
      const applyPatch = { body: API_KEY, contentType: 'application/apply-patch+yaml' };
      const attempts = await Promise.all([
        attacker.request('GET', SECRETS),
        attacker.request('GET', '/api/v1/secrets'),
        attacker.request('GET', `${SECRETS}/shop-db`),
        attacker.request('GET', `${SECRETS}/applyset-plan-record.secret.shop`),
        attacker.request('GET', `${SECRETS}?watch=true`),
        attacker.request('GET', `${SECRETS}?watch=true&fieldSelector=metadata.name%3Dshop`),
        attacker.request('PATCH', `${SECRETS}/shop-api-key?dryRun=All&fieldManager=attacker`, applyPatch),
        attacker.request('PATCH', `${SECRETS}/shop?dryRun=All&fieldManager=attacker`, {
          body: API_KEY.replace('shop-api-key', 'shop'),
          contentType: 'application/apply-patch+yaml',
        }),
        attacker.request('POST', `${SECRETS}?dryRun=All`, {
          body: { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'probe' } },
        }),
      ]);
      expect(attempts.map((answer) => answer.status)).toEqual(attempts.map(() => 403));
      // The parent alone, by name, is readable: the preview reads its labels and annotations. It has no
      // data for any reader (an ApplySet parent holds none), so what keeps values from this credential
      // is the refusals above, not this read.
      const parent = await attacker.request('GET', `${SECRETS}/shop`);
      expect(parent.status).toBe(200);
      expect(parent.body).not.toHaveProperty('data');
      expect(parent.body).not.toHaveProperty('stringData');
    });

    await step(
      'its preview of a changed Secret and a removed one succeeds, and says what it could not compare',
      async () => {
        const config = await readFile(join(action.workspace.dir, 'k8s/02-config.yaml'), 'utf8');
        await action.workspace.write('k8s/02-config.yaml', config.replace(DEPLOYED_PASSWORD, CHANGED_PASSWORD));
        await action.workspace.remove('k8s/05-api-key.yaml');
        const preview = await run(identities.previewKubeconfig, 'pull_request', 2);
        expect(preview.stdout).not.toMatch(/^::error::/m);
        expect(preview.exitCode).toBe(0);
        // shop-db is not compared; the removed shop-api-key could not be listed, so it is no prune: said so.
        expect(preview.outputs).toMatchObject({
          mode: 'preview',
          created: '0',
          updated: '0',
          unchanged: '8',
          pruned: '0',
        });
        const plan = JSON.parse(preview.outputs.plan ?? '{}') as {
          summary: Record<string, number>;
          objects: { name: string; action: string; reason?: string }[];
          unlisted?: unknown[];
        };
        expect(plan.summary).toMatchObject({ uncompared: 1, prune: 0 });
        expect(plan.objects.find((object) => object.name === 'shop-db')).toMatchObject({
          action: 'uncompared',
          reason: expect.stringMatching(
            /^this credential may not read Secrets, so the live one was not compared \(Forbidden: secrets "shop-db" is forbidden: User "system:serviceaccount:shop:applyset-previewer" cannot patch resource "secrets"/,
          ),
        });
        expect(plan.unlisted).toEqual([expect.objectContaining({ kind: 'Secret', namespace: 'shop' })]);
        const comment = action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 2 })[0]?.body ?? '';
        expect(comment).toContain('0 to create, 0 to update, 0 to prune, 1 not compared, 8 unchanged');
        expect(comment).toContain('#### Not compared (1)');
        expect(comment).toContain(
          'Secret prunes in namespace shop could not be previewed: this credential may not list Secret objects',
        );
        expect(preview.stdout).toContain('secret/shop-db -n shop not compared - this credential may not read Secrets');
        for (const value of [DEPLOYED_PASSWORD, CHANGED_PASSWORD, 'deployed-api-key-7f3a']) {
          expect(comment).not.toContain(value);
          expect(preview.stdout).not.toContain(value);
          expect(preview.summary).not.toContain(value);
        }
      },
    );
  });
});
