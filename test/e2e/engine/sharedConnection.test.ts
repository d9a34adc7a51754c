import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../../src/kube/connect.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, writeSet } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

describe('one connection shared by several runs', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'shared');
  });
  afterAll(async () => {
    await ns.delete();
  });

  it("sends every request through the injected transport, and counts each run's own requests without the connection's discovery", async () => {
    const dir = await writeSet([configMap('a', ns.name), configMap('b', ns.name)]);
    await engine('apply', dir, { applyset: 'set', namespace: ns.name });
    let onTheWire = 0;
    const cluster = await connect(
      { environment: testEnvironment(), kubeconfigPath: inject('kubeconfigPath'), concurrency: 4 },
      {
        transport: (real) => ({
          send: (req) => {
            onTheWire++;
            return real.send(req);
          },
          stream: (req, signal) => {
            onTheWire++;
            return real.stream(req, signal);
          },
          forgetCredentials: () => real.forgetCredentials(),
        }),
      },
    );
    const discovery = onTheWire;
    const options = parseOptions(
      { mode: 'preview', manifests: dir, applyset: 'set', namespace: ns.name },
      process.cwd(),
      testEnvironment(),
    );
    const quiet = { info: () => {}, warning: () => {} };

    const first = await runApplySet(options, quiet, cluster);
    const second = await runApplySet(options, quiet, cluster);
    const alone = await engine('preview', dir, { applyset: 'set', namespace: ns.name });

    expect(second.summary).toEqual({ create: 0, update: 0, replace: 0, unchanged: 2, prune: 0, keep: 0 });
    expect(second.requests).toEqual(first.requests);
    expect(discovery + first.requests.total + second.requests.total).toBe(onTheWire);
    // A run that connects itself also counts the discovery it did (2 GETs).
    expect(alone.requests.total - second.requests.total).toBe(2);
  });
});
