import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../../src/kube/connect.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { actions, configMap, engine, kubectl, writeSet } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

// A controller may write to a member between the run's listing and its dry-run (the deployment
// controller annotates each new Deployment with its revision). That write is not the run's change:
// a no-op stays a no-op. 5,000 Deployments applied at once showed 8 of them as updates.
describe('an object another writer changes while the run plans', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'changed-during-plan');
  });
  afterAll(async () => {
    await ns.delete();
  });

  it("is compared with the version its dry-run started from: unchanged, not an update with the other writer's annotation", async () => {
    const dir = await writeSet([configMap('touched', ns.name), configMap('quiet', ns.name)]);
    await engine('apply', dir, { applyset: 'set', namespace: ns.name });
    let annotated = false;
    const cluster = await connect(
      { environment: testEnvironment(), kubeconfigPath: inject('kubeconfigPath'), concurrency: 4 },
      {
        transport: (real) => ({
          send: async (req) => {
            // Just before the dry-run of "touched" (so after the listing): another manager annotates it.
            if (
              !annotated &&
              req.method === 'PATCH' &&
              req.url.pathname.endsWith('/configmaps/touched') &&
              req.url.searchParams.get('dryRun') === 'All'
            ) {
              annotated = true;
              const result = await kubectl([
                'annotate',
                '-n',
                ns.name,
                'configmap/touched',
                'controller.example/revision=1',
              ]);
              expect(result.code).toBe(0);
            }
            return real.send(req);
          },
          stream: (req, signal) => real.stream(req, signal),
          forgetCredentials: () => real.forgetCredentials(),
        }),
      },
    );
    const options = parseOptions(
      { mode: 'preview', manifests: dir, applyset: 'set', namespace: ns.name },
      process.cwd(),
      testEnvironment(),
    );
    const outcome = await runApplySet(options, { info: () => {}, warning: () => {} }, cluster);

    expect(annotated).toBe(true);
    expect(actions(outcome)).toEqual(['unchanged ConfigMap/quiet', 'unchanged ConfigMap/touched']);
  });
});
