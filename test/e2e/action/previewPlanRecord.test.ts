// Issue 48: the shipped preview identity (examples/rbac/applyset-action-preview.yaml) may not read the plan
// record's Secret, so its previews dry-ran every object. The deploy now writes a public copy of the record,
// signed with a key derived from its credential; a preview given that key's public half (plan-record-key)
// takes it. A copy re-signed by a namespace writer, or made by a pull request's job (which holds the preview
// credential and the public key, never the deploy's), is a miss; a drift check dry-runs every object anyway.
import { KubeConfig } from '@kubernetes/client-node';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applySetOf } from '../../../src/applyset/applySet.ts';
import { stableCredentialKey } from '../../../src/kube/credentialKey.ts';
import { parseRecord, type PlanRecord } from '../../../src/plan/planRecord.ts';
import { packSigned, publicKeyText, signingKey } from '../../../src/plan/signedRecord.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { step } from '../../step.ts';
import { kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { POLICY_MESSAGE } from './rbacExamples.ts';
import { runShop, useShopExample } from './shopExampleCluster.ts';

const api = connectToApi(kubeconfigPath);
/** examples/shop's ApplySet (Secret shop in namespace shop), whose ID the copy's signature covers. */
const SET_ID = applySetOf(
  { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true },
  'shop',
  'shop',
).id;
const COPY = '/api/v1/namespaces/shop/configmaps/applyset-plan-record.secret.shop';
const SHOP_CONFIG = '/api/v1/namespaces/shop/configmaps/shop-config';
/** ConfigMaps beside examples/shop's objects: a set whose dry-runs are worth skipping. */
const EXTRA = 20;
/** examples/shop's members but its Secret (shop-db), which the public copy leaves out, and the ConfigMaps above. */
const IN_COPY = 8 + EXTRA;

/** The deploy's own input: it writes the public copy. */
const signs = { 'plan-record-copy': 'true' };

const extraConfigMaps = Array.from(
  { length: EXTRA },
  (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra-${i}\n  namespace: shop\ndata:\n  n: "${i}"\n`,
).join('---\n');

interface Planned {
  skipped: number;
  requests: number;
  updated: string | undefined;
}

describe("the shipped preview identity's previews take the deploy's signed record", () => {
  const action = useActionFixture('preview-record');
  const identities = useShopExample(action);
  const run = (identity: 'preview' | 'deploy', number: number, inputs: Record<string, string> = {}) =>
    runShop(action, identities, identity, identity === 'deploy' ? 'push' : 'pull_request', number, inputs);

  /** A preview's (or drift check's) dry-runs skipped and requests sent, from its plan and its log. */
  const planned = async (number: number, inputs: Record<string, string>): Promise<Planned> => {
    const preview = await run('preview', number, inputs);
    expect(preview.stdout).not.toMatch(/^::error::/m);
    const plan = JSON.parse(preview.outputs.plan ?? '{}') as { dryRunsSkipped?: number };
    const requests = /^Planned ApplySet \S+ in \d+ ms with (\d+) requests$/m.exec(preview.stdout)?.[1];
    expect(requests, "the log names the plan's requests").toBeDefined();
    return { skipped: plan.dryRunsSkipped ?? 0, requests: Number(requests), updated: preview.outputs.updated };
  };

  const readCopy = async (): Promise<{ record: PlanRecord; body: { binaryData: Record<string, string> } }> => {
    const answer = await api.request('GET', COPY);
    expect(answer.status).toBe(200);
    const body = answer.body as { binaryData: Record<string, string> };
    const read = parseRecord(Buffer.from(body.binaryData['record.json.gz']!, 'base64'));
    if (read === 'unreadable') throw new Error('the public copy is unreadable');
    return { record: read.record, body };
  };
  const writeCopy = async (packed: Buffer) => {
    const answer = await api.request('PATCH', COPY, {
      body: { binaryData: { 'record.json.gz': packed.toString('base64') } },
      contentType: 'application/merge-patch+json',
    });
    expect(answer.status).toBe(200);
  };

  it('skips the dry-runs of an unchanged set; a copy re-signed by a namespace writer or made by a pull request is a miss; drift dry-runs all', async () => {
    let key = '';
    let genuine: Buffer | undefined;
    const unchangedWithout: Planned[] = [];
    // After the hand edit, forced as a drift check is: the edited field is another manager's, an update to show.
    let forced: Record<string, string> = {};

    await step('the deploy identity deploys, then finds every member unchanged and signs the public copy', async () => {
      await action.workspace.write('k8s/10-extra.yaml', extraConfigMaps);
      expect((await run('deploy', 1, signs)).exitCode).toBe(0);
      const again = await run('deploy', 2, signs);
      expect(again.exitCode).toBe(0);
      expect(again.outputs).toMatchObject({ created: '0', updated: '0', unchanged: String(IN_COPY + 1) });
      key = /plan-record-key (\S+)$/m.exec(again.stdout)?.[1] ?? '';
      expect(key, "the deploy's log names the key to give previews").toMatch(/^[\w-]{43}$/);
      forced = { 'plan-record-key': key, 'force-conflicts': 'true' };
      const { record, body } = await readCopy();
      genuine = Buffer.from(body.binaryData['record.json.gz']!, 'base64');
      expect(record.objects.size).toBe(IN_COPY);
      expect([...record.objects.keys()].filter((ref) => ref.includes('/Secret/'))).toEqual([]);
    });

    await step('the preview identity without the key dry-runs every object, as before', async () => {
      unchangedWithout.push(await planned(3, {}));
      expect(unchangedWithout[0]).toMatchObject({ skipped: 0, updated: '0' });
    });

    await step('with the key it skips the dry-run of every member in the copy', async () => {
      const withKey = await planned(4, { 'plan-record-key': key });
      expect(withKey).toMatchObject({ skipped: IN_COPY, updated: '0' });
      // Its dry-runs not sent, for at most 8 reads of what the copy depends on (/version, the admission kinds', the CRDs').
      expect(unchangedWithout[0]!.requests - withKey.requests).toBeGreaterThanOrEqual(IN_COPY - 8);
    });

    await step('a drift check with the key still dry-runs every object', async () => {
      const drift = await planned(5, { mode: 'drift', 'plan-record-key': key });
      expect(drift.skipped).toBe(0);
    });

    await step(
      'a namespace writer changes shop-config and re-signs the copy to match, with its own key: the preview shows the change',
      async () => {
        const patched = await api.request('PATCH', SHOP_CONFIG, {
          body: { data: { LOG_LEVEL: 'tampered' } },
          contentType: 'application/merge-patch+json',
        });
        expect(patched.status).toBe(200);
        const live = patched.body as { metadata: { resourceVersion: string } };
        const { record } = await readCopy();
        const ref = [...record.objects.keys()].find((name) => name.endsWith('/ConfigMap/shop/shop-config'))!;
        const objects = new Map(record.objects);
        objects.set(ref, { hash: objects.get(ref)!.hash, resourceVersion: live.metadata.resourceVersion });
        const attacker = generateKeyPairSync('ed25519').privateKey;
        for (const writer of [publicKeyText(attacker), key]) {
          await writeCopy(packSigned({ ...record, objects, writer }, SET_ID, attacker)!);
          expect(await planned(6, forced)).toMatchObject({ skipped: 0, updated: '1' });
        }
      },
    );

    await step(
      "a pull request's job cannot write the copy, and one it signed with what it holds is a miss",
      async () => {
        const refused = await connectToApi(identities.previewKubeconfigFile).request('PATCH', COPY, {
          body: { binaryData: { 'record.json.gz': genuine!.toString('base64') } },
          contentType: 'application/merge-patch+json',
        });
        expect(refused.status).toBe(403);
        expect(JSON.stringify(refused.body)).toContain(POLICY_MESSAGE);
        // Its best key: one derived from the preview credential it holds, as the deploy derives its own.
        const preview = new KubeConfig();
        preview.loadFromString(identities.previewKubeconfig);
        const held = signingKey(stableCredentialKey(preview)!);
        const { record } = await readCopy();
        await writeCopy(packSigned({ ...record, writer: key }, SET_ID, held)!);
        expect(await planned(7, forced)).toMatchObject({ skipped: 0, updated: '1' });
      },
    );

    await step(
      'the genuine copy back, the patched shop-config is dry-run: its live resourceVersion moved',
      async () => {
        await writeCopy(genuine!);
        expect(await planned(8, forced)).toMatchObject({ skipped: IN_COPY - 1, updated: '1' });
      },
    );
  }, 600_000);
});
