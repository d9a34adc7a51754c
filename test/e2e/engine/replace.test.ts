// Replacing what the server cannot update, when asked: a change the dry-run refuses as immutable
// (a Job's template) deletes the object (its UID as precondition) and creates it again, so a Job
// whose template changed runs again (Azure/k8s-deploy#285). Without the opt-in, the same change is
// refused before anything is written, saying how to opt in.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, jobManifest } from '../../cluster/workloads.ts';
import { engine, engineError, kubectlOk, type Manifest, writeSet } from './harness.ts';

interface LiveJob {
  metadata: { uid: string; annotations?: Record<string, string> };
  spec: { template: { spec: { containers: { env?: { name: string; value: string }[] }[] } } };
  status?: { succeeded?: number; completionTime?: string };
}

/** A Job whose pod template carries `version` in an environment variable: changing it changes the immutable template. */
function migration(namespace: string, version: string, annotations: Record<string, string> = {}): Manifest {
  const job = structuredClone(jobManifest('migrate')) as unknown as Manifest & {
    metadata: { namespace?: string; annotations?: Record<string, string> };
    spec: { template: { spec: { containers: { env?: { name: string; value: string }[] }[] } } };
  };
  job.metadata.namespace = namespace;
  job.metadata.annotations = annotations;
  job.spec.template.spec.containers[0]!.env = [{ name: 'VERSION', value: version }];
  return job;
}

async function liveJob(namespace: string): Promise<LiveJob> {
  return JSON.parse(await kubectlOk(['get', 'job', 'migrate', '-n', namespace, '-o', 'json'])) as LiveJob;
}

describe.runIf(inject('simulatedWorkloads'))('replace on an immutable change', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'replace');
  });
  afterEach(() => ns.delete());

  const deploy = async (
    mode: 'preview' | 'apply',
    version: string,
    inputs: Record<string, string> = {},
    annotations?: Record<string, string>,
  ): Promise<RunOutcome> =>
    engine(mode, await writeSet([migration(ns.name, version, annotations)]), {
      applyset: 'set',
      namespace: ns.name,
      timeout: '3m',
      ...inputs,
    });

  it('replaces a Job named in the replace input whose template changed, and it runs again', async () => {
    await deploy('apply', 'v1', { replace: 'Job' });
    const first = await liveJob(ns.name);
    expect(first.status?.succeeded).toBe(1);

    const preview = await deploy('preview', 'v2', { replace: 'Job' });
    expect(preview.objects.map((o) => `${o.action} ${o.kind}/${o.name}`)).toEqual(['replace Job/migrate']);
    expect(preview.objects[0]?.reason).toBe(
      'the server cannot change spec.template (immutable): it will be deleted and created again',
    );
    expect(renderMarkdown(preview)).toContain('**1 object will be replaced**');

    const applied = await deploy('apply', 'v2', { replace: 'Job' });
    expect(applied.objects.map((o) => `${o.kind}/${o.name} ${o.result} ${o.health}`)).toEqual([
      'Job/migrate replaced ready',
    ]);
    expect(applied.summary).toMatchObject({ replace: 1, update: 0 });
    const second = await liveJob(ns.name);
    expect(second.metadata.uid).not.toBe(first.metadata.uid);
    expect(second.status?.succeeded).toBe(1);
    expect(second.spec.template.spec.containers[0]?.env).toEqual([{ name: 'VERSION', value: 'v2' }]);

    // Unchanged, it is left alone: it does not run again.
    const again = await deploy('apply', 'v2', { replace: 'Job' });
    expect(again.objects.map((o) => `${o.kind}/${o.name} ${o.result}`)).toEqual(['Job/migrate unchanged']);
    expect((await liveJob(ns.name)).metadata.uid).toBe(second.metadata.uid);
  });

  it('replaces one object that opts in with the annotation', async () => {
    const annotation = { 'applyset-action.github.io/replace': 'on-immutable-change' };
    await deploy('apply', 'v1', {}, annotation);
    const first = await liveJob(ns.name);
    const applied = await deploy('apply', 'v2', {}, annotation);
    expect(applied.objects.map((o) => `${o.kind}/${o.name} ${o.result}`)).toEqual(['Job/migrate replaced']);
    expect((await liveJob(ns.name)).metadata.uid).not.toBe(first.metadata.uid);
  });

  it('refuses an immutable change without the opt-in before anything is written, naming the annotation and the input', async () => {
    await deploy('apply', 'v1');
    const before = await liveJob(ns.name);
    const message = await engineError('apply', await writeSet([migration(ns.name, 'v2')]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(message).toContain(
      `set.yaml:1: job.batch/migrate in namespace ${ns.name}: server-side dry-run refused by the server (HTTP 422 Invalid): spec.template: field is immutable. The server cannot change spec.template of an existing Job.`,
    );
    expect(message).toContain(
      'annotate it applyset-action.github.io/replace: on-immutable-change, or name its kind in the replace input (--replace Job)',
    );
    const after = await liveJob(ns.name);
    expect(after.metadata.uid).toBe(before.metadata.uid);
    expect(after.spec.template.spec.containers[0]?.env).toEqual([{ name: 'VERSION', value: 'v1' }]);
  });

  it('refuses, then replaces when asked, a Deployment whose selector changed', async () => {
    const web = (track: string): Manifest => {
      const deployment = structuredClone(deploymentManifest('web', 1)) as unknown as Manifest & {
        metadata: { namespace?: string };
        spec: {
          selector: { matchLabels: Record<string, string> };
          template: { metadata: { labels: Record<string, string> } };
        };
      };
      deployment.metadata.namespace = ns.name;
      deployment.spec.selector.matchLabels['track'] = track;
      deployment.spec.template.metadata.labels['track'] = track;
      return deployment;
    };
    const inputs = { applyset: 'set', namespace: ns.name, timeout: '3m' };
    await engine('apply', await writeSet([web('blue')]), inputs);
    const uid = () => kubectlOk(['get', 'deployment', 'web', '-n', ns.name, '-o', 'jsonpath={.metadata.uid}']);
    const first = await uid();

    const refused = await engineError('apply', await writeSet([web('green')]), inputs);
    expect(refused).toContain('spec.selector: field is immutable');
    expect(refused).toContain('(--replace Deployment)');
    const applied = await engine('apply', await writeSet([web('green')]), { ...inputs, replace: 'Deployment.apps' });
    expect(applied.objects.map((o) => `${o.kind}/${o.name} ${o.result} ${o.health}`)).toEqual([
      'Deployment/web replaced ready',
    ]);
    expect(await uid()).not.toBe(first);
  });

  it('refuses a replace annotation it does not know, before anything is written', async () => {
    const message = await engineError(
      'apply',
      await writeSet([migration(ns.name, 'v1', { 'applyset-action.github.io/replace': 'always' })]),
      { applyset: 'set', namespace: ns.name },
    );
    expect(message).toContain('job.batch/migrate in namespace');
    expect(message).toContain('applyset-action.github.io/replace must be on-immutable-change, not "always"');
    expect(await kubectlOk(['get', 'jobs', '-n', ns.name, '-o', 'name'])).toBe('');
  });
});
