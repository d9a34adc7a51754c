// ignore-differences on the real API server: a Deployment an HPA scales (simulated as the HPA controller
// writes, through the scale subresource under kube-controller-manager's field manager) and whose
// annotation a mutating controller rewrites (sidecar-injector, a merge patch). With the rules, the
// preview finds it unchanged and counts what it ignored, drift finds nothing, a review of the preview
// still holds after the HPA moves on, and an apply keeps the HPA's and the controller's values, and the
// value of a field this set's manager alone owns. Without them, drift shows both changes.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { step } from '../../step.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { DRIFT_INPUTS, hasDrifted } from '../../../src/report/drift.ts';
import { renderJson } from '../../../src/report/jsonReport.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import { compareWithReview, isSameAsReviewed } from '../../../src/review/reviewComparison.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, engineError, kubectlOk, type Manifest, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const RULES = [
  '- group: apps',
  '  kind: Deployment',
  '  jsonPointers: [/spec/replicas, /metadata/annotations/example.com~1note]',
  '- group: apps',
  '  kind: Deployment',
  '  name: web',
  '  managedFieldsManagers: [sidecar-injector]',
  // The manifests set the injector's annotation: its manager alone would not hide a change to it (a name anyone can write).
  '  jsonPointers: [/metadata/annotations/example.com~1sidecar-version]',
  '- kind: ConfigMap',
  '  fieldPaths: [data.level]',
].join('\n');

function web(namespace: string, image: string, note: string): Manifest {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace, annotations: { 'example.com/sidecar-version': '1', 'example.com/note': note } },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image }] } },
    },
  };
}

interface LiveDeployment {
  metadata: { annotations?: Record<string, string> };
  spec: { replicas: number; template: { spec: { containers: { image: string }[] } } };
}

describe("ignore-differences: an HPA's replicas and a controller's annotation, ignored everywhere", () => {
  let ns: TestNamespace;
  let first: string;
  let second: string;
  let reviewed: string;
  const inputs = () => ({ applyset: 'set', namespace: ns.name, wait: 'false' });
  const withRules = () => ({ ...inputs(), 'ignore-differences': RULES });
  const live = async () =>
    JSON.parse(await kubectlOk(['get', 'deployment', 'web', '-n', ns.name, '-o', 'json'])) as LiveDeployment;
  const scale = (replicas: number) =>
    kubectlOk([
      'patch',
      'deployment',
      'web',
      '-n',
      ns.name,
      '--subresource=scale',
      '--type=merge',
      '-p',
      JSON.stringify({ spec: { replicas } }),
      '--field-manager=kube-controller-manager',
    ]);
  const web1 = (outcome: RunOutcome) => outcome.objects.find((o) => o.name === 'web')!;
  const settings = (outcome: RunOutcome) => outcome.objects.find((o) => o.name === 'settings')!;

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'ignore-differences');
    const settings = configMap('settings', ns.name, { level: 'info' });
    [first, second] = await Promise.all([
      writeSet([web(ns.name, 'web:1', 'a'), settings]),
      writeSet([web(ns.name, 'web:2', 'b'), settings]),
    ]);
    // A new object is created as the manifest writes it, ignored fields included.
    expect(web1(await engine('apply', first, withRules())).result).toBe('created');
    await scale(5);
    await kubectlOk([
      'patch',
      'deployment',
      'web',
      '-n',
      ns.name,
      '--type=merge',
      '-p',
      JSON.stringify({ metadata: { annotations: { 'example.com/sidecar-version': '2' } } }),
      '--field-manager=sidecar-injector',
    ]);
    await kubectlOk([
      'patch',
      'configmap',
      'settings',
      '-n',
      ns.name,
      '--type=merge',
      '-p',
      JSON.stringify({ data: { level: 'debug' } }),
      '--field-manager=log-operator',
    ]);
  });
  afterAll(() => ns?.delete());

  // One story: each part acts on what the part before it left (the set, its plan record, the HPA's scale).
  it("an HPA's replicas and a controller's annotation: shown as drift without the rules; with them, ignored by the preview, drift and the deploy, and counted when the plan record knows the object", async () => {
    await step("without the rules, drift shows the HPA's replicas and the controller's annotation", async () => {
      const drift = await engine('preview', first, { ...inputs(), ...DRIFT_INPUTS });
      expect(hasDrifted(drift)).toBe(true);
      expect(web1(drift).changedPaths).toEqual([
        'metadata.annotations["example.com/sidecar-version"]',
        'spec.replicas',
      ]);
      expect(settings(drift).changedPaths).toEqual(['data.level']);
    });

    await step(
      'with them, the preview shows only the image change and counts the three differences it ignored, and where their rules are',
      async () => {
        const preview = await engine('preview', second, withRules());
        expect(web1(preview)).toMatchObject({
          action: 'update',
          changedPaths: ['spec.template.spec.containers[web].image'],
          ignored: { differences: 3, rules: ['ignore-differences rule 1', 'ignore-differences rule 2'] },
        });
        expect(settings(preview)).toMatchObject({
          action: 'unchanged',
          ignored: { differences: 1, rules: ['ignore-differences rule 3'] },
        });
        const counted =
          '4 differences ignored in 2 objects, by ignore-differences rule 1; ignore-differences rule 2; ignore-differences rule 3';
        expect(preview.ignoredDifferences).toEqual({
          differences: 4,
          objects: 2,
          rules: ['ignore-differences rule 1', 'ignore-differences rule 2', 'ignore-differences rule 3'],
        });
        expect(renderText(preview)).toContain(counted);
        expect(renderText(preview), 'under the object').toContain(
          '3 differences ignored, by ignore-differences rule 1; ignore-differences rule 2\n',
        );
        expect(renderMarkdown(preview)).toContain(counted);
        expect((JSON.parse(renderJson(preview)) as RunOutcome).ignoredDifferences).toEqual(preview.ignoredDifferences);
        reviewed = fingerprintLine(preview);
      },
    );

    await step("drift under the rules (the CLI's --ignore-differences file) finds nothing", async () => {
      const rules = join(first, 'rules.yaml');
      await writeFile(rules, RULES);
      const check = await runCommand(process.execPath, [
        cli,
        'drift',
        '--applyset',
        'set',
        '-n',
        ns.name,
        '-f',
        join(first, 'set.yaml'),
        '--ignore-differences',
        rules,
        '--kubeconfig',
        inject('kubeconfigPath'),
        '-o',
        'json',
      ]);
      expect(check.code, check.stderr).toBe(0);
      expect(check.stderr).toContain('no drift');
      expect((JSON.parse(check.stdout) as RunOutcome).ignoredDifferences?.rules).toEqual(
        [1, 2, 3].map((n) => `--ignore-differences ${rules} rule ${n}`),
      );
    });

    await step(
      "once the HPA scaled again, the deploy still does what was reviewed, and keeps the HPA's, the controller's and the live note",
      async () => {
        await scale(7);
        const applied = await engine('apply', second, withRules());
        const comparison = compareWithReview(readFingerprintLine(reviewed)!, applied.objects);
        expect(isSameAsReviewed(comparison), JSON.stringify(comparison.changes)).toBe(true);
        expect(web1(applied)).toMatchObject({ action: 'update', result: 'configured', ignored: { differences: 3 } });
        const after = await live();
        expect(after.spec.replicas).toBe(7);
        expect(after.spec.template.spec.containers[0]!.image).toBe('web:2');
        // The note only this set's manager wrote: left out of the apply, the API server would have deleted it.
        expect(after.metadata.annotations).toMatchObject({
          'example.com/sidecar-version': '2',
          'example.com/note': 'a',
        });
      },
    );

    await step('an object the plan record knows unchanged still counts what its rules ignore', async () => {
      // The apply before found the ConfigMap unchanged and recorded it; this plan takes that verdict without a dry-run.
      const preview = await engine('preview', second, withRules());
      expect(preview.dryRunsSkipped).toBeGreaterThanOrEqual(1);
      expect(settings(preview)).toMatchObject({ action: 'unchanged', ignored: { differences: 1 } });
      expect(
        (JSON.parse(await kubectlOk(['get', 'configmap', 'settings', '-n', ns.name, '-o', 'json'])) as { data: object })
          .data,
      ).toEqual({ level: 'debug' });
    });

    await step(
      "a trusted manager's name anyone may write hides no change to a field the manifests set: the spoofed image is drift, and the apply puts it back",
      async () => {
        // A namespace writer patches the image as `sidecar-injector`, and adds a sidecar of its own, as the injector would.
        const spoofed = {
          spec: {
            template: {
              spec: {
                containers: [
                  { name: 'web', image: 'evil:1' },
                  { name: 'proxy', image: 'proxy:1' },
                ],
              },
            },
          },
        };
        await kubectlOk([
          'patch',
          'deployment',
          'web',
          '-n',
          ns.name,
          '--type=strategic',
          '-p',
          JSON.stringify(spoofed),
          '--field-manager=sidecar-injector',
        ]);
        // The spoofer now owns the image: a preview without force-conflicts stops on the conflict, naming it; drift forces it.
        expect(await engineError('preview', second, withRules())).toMatch(
          /field manager conflict: .*image.*sidecar-injector/s,
        );
        const drift = await engine('preview', second, { ...withRules(), ...DRIFT_INPUTS });
        expect(hasDrifted(drift)).toBe(true);
        // The image the manifests set is shown; the container they do not set is the injector's, and ignored.
        expect(web1(drift).changedPaths).toEqual(['spec.template.spec.containers[web].image']);
        const applied = await engine('apply', second, { ...withRules(), 'force-conflicts': 'true' });
        expect(web1(applied)).toMatchObject({ action: 'update', result: 'configured' });
        expect((await live()).spec.template.spec.containers.map((c) => c.image)).toEqual(['web:2', 'proxy:1']);
      },
    );
  }, 300_000);
});
