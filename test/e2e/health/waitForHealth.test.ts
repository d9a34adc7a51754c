// The wait after an apply, on the local cluster where workloads really roll out (kwok plays the
// pods; test/cluster/README.md): healthy workloads pass, broken rollouts fail fast and say why,
// a custom resource's conditions decide, and the wait's requests do not grow with the set.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { ObjectOutcome, RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { NO_LOAD_BALANCER_ADDRESS } from '../../../src/health/coreStatus.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import {
  deploymentManifest,
  jobManifest,
  simulate,
  simulatedTermination,
  statefulSetManifest,
} from '../../cluster/workloads.ts';
import { configMap, engine, getLive, kubectl, type Manifest, writeSet } from '../engine/harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const WIDGET_CRD = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'gadgets.health.applyset.test' },
  spec: {
    group: 'health.applyset.test',
    names: { kind: 'Gadget', plural: 'gadgets', singular: 'gadget' },
    scope: 'Namespaced',
    // No status subresource: the manifest itself can set the conditions the test starts from.
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
      },
    ],
  },
};

/** How long a gadget stays not ready after the apply created it. */
const WHILE_MS = 1_500;
/**
 * A rollout that fails says so "at once": well under its timeout of 10 minutes (the test's own
 * timeout, 2 minutes, comes first), with room for a busy machine's slow rollouts.
 */
const FAILS_AT_ONCE = { timeout: '10m', withinMs: 90_000 };

function gadget(name: string, namespace: string, ready: string): Manifest {
  return {
    apiVersion: 'health.applyset.test/v1',
    kind: 'Gadget',
    metadata: { name, namespace },
    status: {
      conditions: [{ type: 'Ready', status: ready, reason: 'Provisioning', message: 'the gadget is being made' }],
    },
  };
}

/** Runs an apply expected to fail: the failure's message, its outcome and how long it took. */
async function failedApply(
  dir: string,
  inputs: RawInputs,
): Promise<{ message: string; outcome: RunOutcome; ms: number }> {
  const started = performance.now();
  try {
    await engine('apply', dir, inputs);
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    return { message: error.error.describe(), outcome: error.outcome, ms: performance.now() - started };
  }
  throw new Error('the apply succeeded, but it was expected to fail');
}

function objectNamed(outcome: RunOutcome, name: string): ObjectOutcome | undefined {
  return outcome.objects.find((o) => o.name === name);
}

describe.runIf(inject('simulatedWorkloads')).concurrent('waiting for health after apply', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'health');
  });
  afterAll(async () => {
    await ns?.delete();
  });
  const inNs = (manifest: object): Manifest => ({
    ...(manifest as Manifest),
    metadata: { ...(manifest as { metadata: object }).metadata, namespace: ns.name },
  });

  it('passes once a Deployment, a StatefulSet and a Job are ready, and waits for a pruned Deployment to be gone', async () => {
    const healthy = [
      inNs(deploymentManifest('web', 2)),
      inNs(statefulSetManifest('db', 2)),
      inNs(jobManifest('migrate')),
      configMap('settings', ns.name),
    ];
    const outcome = await engine('apply', await writeSet([...healthy, inNs(deploymentManifest('old', 1))]), {
      applyset: 'healthy',
      namespace: ns.name,
      timeout: '60s',
    });

    expect(outcome.objects.map((o) => [o.kind, o.name, o.health])).toEqual(
      expect.arrayContaining([
        ['Deployment', 'web', 'ready'],
        ['StatefulSet', 'db', 'ready'],
        ['Job', 'migrate', 'ready'],
        ['ConfigMap', 'settings', 'ready'],
      ]),
    );
    expect(outcome.health).toEqual({ ready: 5, failed: 0, timedOut: 0, notWaited: 0 });
    const web = (
      await kubectl(['get', 'deployment', 'web', '-n', ns.name, '-o', 'jsonpath={.status.availableReplicas}'])
    ).stdout;
    expect(web).toBe('2');

    const pruned = await engine('apply', await writeSet(healthy), {
      applyset: 'healthy',
      namespace: ns.name,
      timeout: '60s',
    });
    expect(objectNamed(pruned, 'old')?.result).toBe('pruned');
    expect(await getLive('deployment', ns.name, 'old')).toBeUndefined();
  });

  it('fails a crash-looping rollout in well under the timeout, naming the pod, the container and the reason', async () => {
    const dir = await writeSet([inNs(deploymentManifest('crash', 2, { simulate: simulate.crashLoop }))]);
    const { message, outcome, ms } = await failedApply(dir, {
      applyset: 'crash',
      namespace: ns.name,
      timeout: FAILS_AT_ONCE.timeout,
    });

    expect(message).toMatch(
      new RegExp(
        `^deployment\\.apps/crash: pod crash-[a-z0-9]+-[a-z0-9]+ container app: CrashLoopBackOff \\(exit 1, Error: ${simulatedTermination.crashLoop.message.replace(/[()]/g, '\\$&')}\\)`,
      ),
    );
    expect(message).toContain(`kubectl describe deployment.apps/crash -n ${ns.name}`);
    expect(ms).toBeLessThan(FAILS_AT_ONCE.withinMs);
    expect(objectNamed(outcome, 'crash')).toMatchObject({ result: 'created', health: 'failed' });
    expect(outcome.health?.failed).toBe(1);
  });

  it('passes a rollout that fixes a crashing one, while the old pods still crash', async () => {
    const inputs = { applyset: 'fixed', namespace: ns.name, timeout: '60s' };
    await engine('apply', await writeSet([inNs(deploymentManifest('fixed', 2, { simulate: simulate.crashLoop }))]), {
      ...inputs,
      wait: 'false',
    });
    const crashing = async () =>
      (
        await kubectl([
          'get',
          'pods',
          '-n',
          ns.name,
          '-l',
          'app=fixed',
          '-o',
          'jsonpath={.items[*].status.containerStatuses[*].state.waiting.reason}',
        ])
      ).stdout;
    for (let tries = 0; !(await crashing()).includes('CrashLoopBackOff') && tries < 300; tries++) await sleep(200);
    expect(await crashing()).toContain('CrashLoopBackOff');

    const outcome = await engine('apply', await writeSet([inNs(deploymentManifest('fixed', 2))]), inputs);

    expect(objectNamed(outcome, 'fixed')).toMatchObject({ result: 'configured', health: 'ready' });
  });

  it('fails a rollout whose image cannot be pulled', async () => {
    const dir = await writeSet([inNs(deploymentManifest('pull', 1, { simulate: simulate.imagePullError }))]);
    const { message, ms } = await failedApply(dir, {
      applyset: 'pull',
      namespace: ns.name,
      timeout: FAILS_AT_ONCE.timeout,
    });

    expect(message).toMatch(/^deployment\.apps\/pull: pod pull-\S+ container app: (ErrImagePull|ImagePullBackOff)/);
    expect(ms).toBeLessThan(FAILS_AT_ONCE.withinMs);
  });

  it('fails an unschedulable rollout, saying why the scheduler placed no pod', async () => {
    const dir = await writeSet([inNs(statefulSetManifest('nowhere', 1, { unschedulable: true }))]);
    const { message, ms } = await failedApply(dir, {
      applyset: 'nowhere',
      namespace: ns.name,
      timeout: FAILS_AT_ONCE.timeout,
    });

    expect(message).toMatch(
      /^statefulset\.apps\/nowhere: pod nowhere-0: Unschedulable \(0\/3 nodes are available: .*node affinity\/selector/,
    );
    expect(ms).toBeLessThan(FAILS_AT_ONCE.withinMs);
  });

  it('fails a Job whose pod fails, saying how its container ended', async () => {
    const dir = await writeSet([inNs(jobManifest('broken', { simulate: simulate.fail }))]);
    const { message } = await failedApply(dir, { applyset: 'broken-job', namespace: ns.name, timeout: '60s' });

    expect(message).toMatch(
      /^job\.batch\/broken: Job failed: BackoffLimitExceeded.*; pod broken-\w+ container \w+: exit 1, Error: /,
    );
    expect(message).toContain(simulatedTermination.fail.message);
  });

  it('says every ~10 s what is in progress, and at the timeout names every object still in progress and what it waits for', async () => {
    const dir = await writeSet([
      inNs(deploymentManifest('slow', 2, { simulate: simulate.neverReady })),
      configMap('fine', ns.name),
    ]);
    const lines: string[] = [];
    const options = parseOptions(
      {
        mode: 'apply',
        manifests: dir,
        'kubeconfig-path': inject('kubeconfigPath'),
        applyset: 'slow',
        namespace: ns.name,
        timeout: '12s',
      },
      process.cwd(),
      testEnvironment(),
    );
    const started = performance.now();
    const failure = await runApplySet(options, { info: (line) => lines.push(line), warning: () => {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const ms = performance.now() - started;

    expect(failure).toBeInstanceOf(RunFailure);
    const { error, outcome } = failure as RunFailure;
    expect(error.describe()).toMatch(
      /^timed out after 12\.0s waiting for 1 object: deployment\.apps\/slow: 0\/2 replicas available\. If the rollout is only slow, raise the timeout /,
    );
    expect(ms).toBeGreaterThanOrEqual(12_000);
    // It ends at the timeout, not at some later check.
    expect(ms).toBeLessThan(60_000);
    expect(lines.filter((line) => line.startsWith('Waiting'))).toEqual([
      'Waiting up to 12.0s for 1 object to become ready',
      'Waiting for 1 of 1 objects: deployment.apps/slow: 0/2 replicas available',
    ]);
    expect(objectNamed(outcome, 'slow')).toMatchObject({ health: 'timed out', message: '0/2 replicas available' });
    expect(objectNamed(outcome, 'fine')?.health).toBe('ready');
  });

  it('passes a LoadBalancer Service on a cluster without a load-balancer controller, saying it has no address', async () => {
    // microservices-demo's frontend-external, as it is: nothing on kind, minikube or this cluster assigns the address.
    const service = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'frontend-external', namespace: ns.name },
      spec: {
        type: 'LoadBalancer',
        selector: { app: 'frontend' },
        ports: [{ name: 'http', port: 80, targetPort: 8080 }],
      },
    };
    const started = performance.now();
    const outcome = await engine('apply', await writeSet([inNs(deploymentManifest('frontend', 1)), service]), {
      applyset: 'no-lb',
      namespace: ns.name,
      timeout: '60s',
    });

    expect(performance.now() - started).toBeLessThan(30_000);
    expect(objectNamed(outcome, 'frontend-external')).toMatchObject({
      health: 'ready',
      message: NO_LOAD_BALANCER_ADDRESS,
    });
    expect(renderText(outcome)).toContain(`service/frontend-external created, ready (${NO_LOAD_BALANCER_ADDRESS})`);
    expect(outcome.health).toMatchObject({ ready: 2, failed: 0, timedOut: 0 });
  });

  it('returns at once with wait false, every object not waited for', async () => {
    const dir = await writeSet([inNs(deploymentManifest('unwatched', 1, { simulate: simulate.neverReady }))]);
    const started = performance.now();
    const outcome = await engine('apply', dir, { applyset: 'unwatched', namespace: ns.name, wait: 'false' });

    // Waiting would last the default timeout, 5 minutes: the Deployment never becomes ready.
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(objectNamed(outcome, 'unwatched')?.health).toBe('not waited');
    expect(outcome.requests.byMethod['WATCH']).toBeUndefined();
  });

  it('passes a custom resource when the Ready condition turns True, and fails it on Stalled', async () => {
    expect((await kubectl(['apply', '-f', await crdFile()])).code).toBe(0);
    expect((await kubectl(['wait', '--for=condition=Established', 'crd/gadgets.health.applyset.test'])).code).toBe(0);

    const turnReady = (async () => {
      await appliedThenAWhile('ready-one');
      await setConditions('ready-one', [{ type: 'Ready', status: 'True', reason: 'Made' }]);
    })();
    const started = performance.now();
    const outcome = await engine('apply', await writeSet([gadget('ready-one', ns.name, 'False')]), {
      applyset: 'gadget-ok',
      namespace: ns.name,
      timeout: '60s',
    });
    await turnReady;
    expect(performance.now() - started).toBeGreaterThanOrEqual(WHILE_MS);
    expect(objectNamed(outcome, 'ready-one')?.health).toBe('ready');

    const stall = (async () => {
      await appliedThenAWhile('stuck');
      await setConditions('stuck', [
        { type: 'Ready', status: 'False', reason: 'Failed' },
        { type: 'Stalled', status: 'True', reason: 'QuotaExceeded', message: 'no gadgets left' },
      ]);
    })();
    const { message } = await failedApply(await writeSet([gadget('stuck', ns.name, 'False')]), {
      applyset: 'gadget-stalled',
      namespace: ns.name,
      timeout: '60s',
    });
    await stall;
    expect(message).toMatch(/^gadget\.health\.applyset\.test\/stuck: Stalled: QuotaExceeded: no gadgets left/);
  });

  it('sends as many requests to wait for 20 Deployments as for 2', async () => {
    const waitRequests = async (count: number): Promise<number> => {
      const set = (prefix: string) =>
        Array.from({ length: count }, (_, i) => inNs(deploymentManifest(`${prefix}-${i}`, 1)));
      const waited = await engine('apply', await writeSet(set(`w${count}`)), {
        applyset: `waited-${count}`,
        namespace: ns.name,
        timeout: '60s',
      });
      const unwaited = await engine('apply', await writeSet(set(`u${count}`)), {
        applyset: `unwaited-${count}`,
        namespace: ns.name,
        wait: 'false',
      });
      expect(waited.health?.ready).toBe(count);
      // Retries (a busy server's 429s, a reset connection) are the machine's doing, not the wait's.
      const sent = (run: typeof waited) => run.requests.total - run.requests.retries;
      return sent(waited) - sent(unwaited);
    };
    const [few, many] = [await waitRequests(2), await waitRequests(20)];
    // A LIST and a WATCH of the Deployments, of the namespace's ReplicaSets (a Deployment's latest revision) and of its pods.
    expect(few).toBe(6);
    expect(many).toBe(few);
  });

  async function crdFile(): Promise<string> {
    return `${await writeSet([WIDGET_CRD])}/set.yaml`;
  }

  /** Waits until the apply has created the gadget, then a while longer, so the wait sees it not ready first. */
  async function appliedThenAWhile(name: string): Promise<void> {
    for (let tries = 0; !(await getLive('gadget.health.applyset.test', ns.name, name)) && tries < 300; tries++)
      await sleep(100);
    await sleep(WHILE_MS);
  }

  async function setConditions(name: string, conditions: object[]): Promise<void> {
    const patched = await kubectl([
      'patch',
      'gadget.health.applyset.test',
      name,
      '-n',
      ns.name,
      '--type=merge',
      '-p',
      JSON.stringify({ status: { conditions } }),
    ]);
    expect(patched.stderr).toBe('');
  }
});
