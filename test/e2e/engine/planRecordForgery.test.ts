// Issue 34, finding 2: the plan record is a Secret beside the parent, so whoever may write Secrets in
// that namespace may rewrite it. Such a writer patches a member, then re-stamps the member's new
// resourceVersion into the record and recomputes its MAC with whatever the record holds. The drift
// check must still report the drift, and the next apply must still restore the manifest's value.
import { createHmac } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { step } from '../../step.ts';
import { configMap, engine, getLive, kubectlOk, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const RECORD = 'applyset-plan-record.secret.set';

/** The record's Secret rewritten as an attacker who may read and write it would: `tamper` edits the document, the MAC is made again. */
async function forgeRecord(namespace: string, tamper: (objects: Record<string, string>) => void): Promise<void> {
  const secret = JSON.parse(await kubectlOk(['get', 'secret', RECORD, '-n', namespace, '-o', 'json'])) as {
    data: Record<string, string>;
  };
  const [field, value] = Object.entries(secret.data)[0]!;
  const doc = JSON.parse(gunzipSync(Buffer.from(value, 'base64')).toString('utf8')) as {
    mac?: string;
    key?: string;
    writer?: string;
    objects: Record<string, string>;
  };
  tamper(doc.objects);
  delete doc.mac;
  // The MAC covers the document but its key (format 2 kept it inside); without one, the best guess the record offers.
  const { key, ...content } = doc;
  const mac = createHmac('sha256', key ? Buffer.from(key, 'base64') : Buffer.from(doc.writer ?? ''))
    .update(JSON.stringify(content))
    .digest('base64url');
  const forged = gzipSync(JSON.stringify({ ...doc, mac })).toString('base64');
  await kubectlOk([
    'patch',
    'secret',
    RECORD,
    '-n',
    namespace,
    '--type=merge',
    '-p',
    JSON.stringify({ data: { [field]: forged } }),
  ]);
}

describe('a plan record forged by a namespace writer is not trusted', () => {
  let ns: TestNamespace;
  let dir: string;
  // Forced, as a drift check is: the patched field is another manager's, an update to show rather than a conflict.
  const inputs = () => ({ applyset: 'set', namespace: ns.name, wait: 'false', 'force-conflicts': 'true' });

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'record-forgery');
  }, 120_000);
  afterAll(() => ns?.delete());

  it("after a member is patched and the record forged to match it, drift reports it (exit 2) and apply restores the manifest's value", async () => {
    await step('two applies: the second finds every member unchanged and writes the record', async () => {
      dir = await writeSet(Array.from({ length: 3 }, (_, i) => configMap(`cm-${i}`, ns.name, { level: 'info' })));
      await engine('apply', dir, inputs());
      await engine('apply', dir, inputs());
      expect(await getLive('secret', ns.name, RECORD)).toBeDefined();
    });

    await step('the attacker patches cm-0 and re-stamps its new resourceVersion into the record', async () => {
      await kubectlOk([
        'patch',
        'configmap',
        'cm-0',
        '-n',
        ns.name,
        '--type=merge',
        '-p',
        '{"data":{"level":"tampered"}}',
      ]);
      const live = await getLive('configmap', ns.name, 'cm-0');
      const ref = `/ConfigMap/${ns.name}/cm-0`;
      await forgeRecord(ns.name, (objects) => {
        const [hash] = (objects[ref] ?? '').split(' ');
        expect(hash, 'the record names cm-0').toBeTruthy();
        objects[ref] = `${hash} ${live!.metadata.resourceVersion}`;
      });
    });

    await step('drift reports the patched member: exit 2', async () => {
      const check = await runCommand(process.execPath, [
        cli,
        'drift',
        '--applyset',
        'set',
        '-n',
        ns.name,
        '-f',
        dir,
        '--kubeconfig',
        inject('kubeconfigPath'),
      ]);
      expect(check.code, check.stderr).toBe(2);
      expect(check.stdout).toContain('configmap/cm-0');
    });

    await step("a preview takes nothing from the forged record, and apply restores the manifest's value", async () => {
      const preview = await engine('preview', dir, inputs());
      expect(preview.dryRunsSkipped ?? 0).toBe(0);
      expect(preview.summary.update).toBe(1);
      await engine('apply', dir, inputs());
      expect((await getLive('configmap', ns.name, 'cm-0'))?.data).toEqual({ level: 'info' });
    });
  }, 120_000);
});
