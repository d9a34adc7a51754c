// examples/shop, copied unchanged into the checkout, deployed through the action with the identities
// of examples/rbac, on a cluster where the test did only what the admin does: apply the two RBAC
// examples, unchanged (shopExampleCluster.ts, which holds the cluster lock of examples/shop).
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { POLICY_MESSAGE } from './rbacExamples.ts';
import { runShop, useShopExample } from './shopExampleCluster.ts';

const api = connectToApi(kubeconfigPath);

/** Every object of examples/shop and the parent, by API path. */
const SHOP_OBJECTS = [
  '/api/v1/namespaces/shop',
  '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/featureflags.shop.example.com',
  '/api/v1/namespaces/shop/configmaps/shop-config',
  '/api/v1/namespaces/shop/secrets/shop-db',
  '/apis/shop.example.com/v1/namespaces/shop/featureflags/new-checkout',
  '/apis/apps/v1/namespaces/shop/deployments/web',
  '/api/v1/namespaces/shop/services/web',
  '/apis/apps/v1/namespaces/shop/deployments/api',
  '/api/v1/namespaces/shop/services/api',
  '/api/v1/namespaces/shop/secrets/shop',
];

interface ObjectState {
  metadata?: { resourceVersion?: string; managedFields?: { subresource?: string }[] };
  status?: unknown;
}

/**
 * Each object as the last write left it, null when it does not exist: without its status and what
 * controllers keep writing there (a Deployment's rollout), which move the resourceVersion too.
 */
async function stateOf(paths: string[]): Promise<Record<string, unknown>> {
  const read = await Promise.all(paths.map((path) => api.request('GET', path)));
  return Object.fromEntries(
    read.map((response, i) => {
      if (response.status === 404) return [paths[i], null];
      expect(response.status, paths[i]).toBe(200);
      const {
        status: _status,
        metadata: { resourceVersion: _version, managedFields = [], ...metadata } = {},
        ...object
      } = response.body as ObjectState;
      return [
        paths[i],
        {
          ...object,
          metadata: { ...metadata, managedFields: managedFields.filter((entry) => entry.subresource !== 'status') },
        },
      ];
    }),
  );
}

describe('examples/shop, deployed with the identities of examples/rbac', () => {
  const action = useActionFixture('shop-example');
  const identities = useShopExample(action);
  const run = (identity: 'preview' | 'deploy', eventName: 'pull_request' | 'push', number: number) =>
    runShop(action, identities, identity, eventName, number);

  // One story, as a user deploys examples/shop: each part starts from the cluster the one before it left.
  it('previewed with the preview identity, writing nothing; refused a deploy with it; deployed with the deploy identity, then again with no write; a removed object pruned; the namespace kept when it leaves the manifests', async () => {
    await step('previews the first deploy with the preview identity, writing nothing', async () => {
      const before = await stateOf(SHOP_OBJECTS);
      const preview = await run('preview', 'pull_request', 7);
      expect(preview.stdout).not.toMatch(/^::error::/m);
      expect(preview.exitCode).toBe(0);
      // The namespace exists (the RBAC example made it): the set adopts it. The preview identity may not read
      // the Secret member: it is planned from its manifest, not compared (previewReadsNoSecret.test.ts).
      expect(preview.outputs).toMatchObject({
        mode: 'preview',
        created: '7',
        updated: '1',
        unchanged: '0',
        pruned: '0',
      });
      expect(action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 7 })[0]?.body).toContain(
        '7 to create, 1 to update, 0 to prune, 1 not compared',
      );
      expect(await stateOf(SHOP_OBJECTS)).toEqual(before);
    });

    await step('cannot deploy with the preview identity', async () => {
      const deploy = await run('preview', 'push', 8);
      expect(deploy.exitCode).toBe(1);
      expect(deploy.stdout.split('\n').find((line) => line.startsWith('::error::'))).toContain(POLICY_MESSAGE);
      expect((await api.request('GET', SHOP_OBJECTS[1]!)).status).toBe(404);
    });

    await step(
      'deploys with the deploy identity, then again with no write to a member, recording its plan for the next',
      async () => {
        const deploy = await run('deploy', 'push', 1);
        expect(deploy.stdout).not.toMatch(/^::error::/m);
        expect(deploy.exitCode).toBe(0);
        expect(deploy.outputs).toMatchObject({
          mode: 'apply',
          created: '8',
          updated: '1',
          unchanged: '0',
          pruned: '0',
        });
        const deployed = await stateOf(SHOP_OBJECTS);
        expect(Object.entries(deployed).filter(([, object]) => object === null)).toEqual([]);

        const again = await run('deploy', 'push', 2);
        expect(again.exitCode).toBe(0);
        expect(again.outputs).toMatchObject({ mode: 'apply', created: '0', updated: '0', unchanged: '9', pruned: '0' });
        expect(await stateOf(SHOP_OBJECTS)).toEqual(deployed);
        // The record of what the no-op found unchanged, written with the deploy identity's rights.
        expect(
          (await api.request('GET', '/api/v1/namespaces/shop/secrets/applyset-plan-record.secret.shop')).status,
        ).toBe(200);
      },
    );

    await step('prunes what a later change removes', async () => {
      await action.workspace.remove('k8s/04-api.yaml');
      const preview = await run('preview', 'pull_request', 3);
      // The Secret member is not compared by the preview identity, which may not read it.
      expect(preview.outputs).toMatchObject({ unchanged: '6', pruned: '2' });
      // The record holds the deploy identity's verdicts: the preview identity, whose own dry-runs RBAC or admission
      // may answer otherwise, dry-runs every object.
      expect((JSON.parse(preview.outputs.plan ?? '{}') as { dryRunsSkipped?: number }).dryRunsSkipped).toBeUndefined();
      const deploy = await run('deploy', 'push', 4);
      expect(deploy.exitCode).toBe(0);
      expect(deploy.outputs).toMatchObject({ unchanged: '7', pruned: '2' });
      // The deploy identity reads its record and the admission configuration it depends on: the unchanged need no dry-run.
      expect((JSON.parse(deploy.outputs.plan ?? '{}') as { dryRunsSkipped?: number }).dryRunsSkipped).toBe(7);
      for (const path of SHOP_OBJECTS.filter((object) => object.endsWith('/api')))
        expect((await api.request('GET', path)).status).toBe(404);
    });

    await step(
      'keeps the namespace when it leaves the manifests: its annotation takes it out of the set instead',
      async () => {
        await action.workspace.remove('k8s/00-namespace.yaml');
        const preview = await run('preview', 'pull_request', 5);
        expect(preview.outputs).toMatchObject({ pruned: '0', kept: '1' });
        const deploy = await run('deploy', 'push', 6);
        expect(deploy.exitCode, deploy.stdout).toBe(0);
        expect(deploy.outputs).toMatchObject({ pruned: '0', kept: '1' });
        const namespace = (await api.request('GET', SHOP_OBJECTS[0]!)).body as {
          metadata: { labels?: Record<string, string>; deletionTimestamp?: string };
        };
        expect(namespace.metadata.deletionTimestamp).toBeUndefined();
        expect(namespace.metadata.labels?.['applyset.kubernetes.io/part-of']).toBeUndefined();
      },
    );
  }, 600_000);
});
