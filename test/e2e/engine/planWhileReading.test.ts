import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { connect, type Cluster } from '../../../src/kube/connect.ts';
import type { RawRequest } from '../../../src/kube/rawRequest.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, getLive, listNames, summaryOf, type Manifest } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const FILES = 50;
const PER_FILE = 30;
const fileName = (file: number) => `part-${String(file).padStart(2, '0')}.yaml`;

/** The manifests' loader opens the file ending in `path` only once `until` resolves, and says when it asked. */
const held = vi.hoisted(() => ({ path: '', until: Promise.resolve(), asked: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof actual.open = async (path, ...rest) => {
    if (held.path !== '' && String(path).endsWith(held.path)) {
      held.asked = true;
      await held.until;
    }
    return actual.open(path, ...rest);
  };
  return { ...actual, open };
});

/** Files of ConfigMaps, one directory; `extra` files are written after them. */
async function writeFiles(namespace: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'applyset-e2e-files-'));
  for (let file = 0; file < FILES; file++) {
    const objects: Manifest[] = Array.from({ length: PER_FILE }, (_, i) => configMap(`cm-${file}-${i}`, namespace));
    await writeFile(join(dir, fileName(file)), objects.map((o) => yaml.dump(o)).join('---\n'));
  }
  for (const [name, text] of Object.entries(extra)) await writeFile(join(dir, name), text);
  return dir;
}

/** A connection that records each request as it is sent, and the run's log lines among them. */
async function recordingCluster(): Promise<{ cluster: Cluster; sent: string[] }> {
  const sent: string[] = [];
  const describe = (req: RawRequest) =>
    `${req.method} ${req.url.pathname}${req.url.searchParams.get('dryRun') ? ' dry-run' : ''}`;
  const cluster = await connect(
    { environment: testEnvironment(), kubeconfigPath: inject('kubeconfigPath'), concurrency: 16 },
    {
      transport: (real) => ({
        send: (req, signal) => {
          sent.push(describe(req));
          return real.send(req, signal);
        },
        stream: (req, signal) => real.stream(req, signal),
        forgetCredentials: () => real.forgetCredentials(),
      }),
    },
  );
  return { cluster, sent };
}

// Reading and parsing 1,000 objects takes a few hundred ms before the first request could carry
// one; the dry-runs of the files read first go out meanwhile, each object's only once.
describe('the plan starts while the manifests are read', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'plan-while-reading');
  });
  afterAll(async () => {
    await ns.delete();
  });

  it('dry-runs the files read first before the last is read, and every object once', async () => {
    const dir = await writeFiles(ns.name);
    const { cluster, sent } = await recordingCluster();
    const dryRunsSent = () => sent.filter((s) => s.endsWith('dry-run')).length;
    // The last file stays unread until a dry-run has gone out; had the plan waited for every file,
    // none would go out, and after 60 s the file is read anyway, with none counted.
    let dryRunsBeforeLastRead = 0;
    held.path = join(dir, fileName(FILES - 1));
    held.until = (async () => {
      for (let waited = 0; dryRunsSent() === 0 && waited < 60_000; waited += 20) await sleep(20);
      dryRunsBeforeLastRead = dryRunsSent();
    })();
    const options = parseOptions(
      { mode: 'preview', manifests: dir, applyset: 'early', namespace: ns.name },
      process.cwd(),
      testEnvironment(),
    );
    const outcome = await runApplySet(options, { info: () => {}, warning: () => {} }, cluster).finally(
      () => (held.path = ''),
    );

    expect(held.asked).toBe(true);
    expect(dryRunsBeforeLastRead).toBeGreaterThan(0);
    expect(summaryOf(outcome)).toMatchObject({ create: FILES * PER_FILE, update: 0, unchanged: 0, prune: 0 });
    const dryRuns = sent.filter((s) => s.endsWith('dry-run'));
    expect(dryRuns).toHaveLength(FILES * PER_FILE);
    expect(new Set(dryRuns).size).toBe(FILES * PER_FILE);
  });

  it('reports a file that fails to parse after others were dry-run, writes nothing and gives the lock back', async () => {
    const dir = await writeFiles(ns.name, {
      'zz-broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: broken\n data: {}\n',
    });
    const { cluster, sent } = await recordingCluster();
    const options = parseOptions(
      { mode: 'apply', manifests: dir, applyset: 'broken', namespace: ns.name, wait: 'false' },
      process.cwd(),
      testEnvironment(),
    );
    const error = await runApplySet(options, { info: () => {}, warning: () => {} }, cluster).then(
      () => undefined,
      (e: unknown) => describeError(e),
    );

    expect(error).toMatch(/zz-broken\.yaml:5.*YAML syntax error/s);
    // The Lease, taken while the files were read, is the only write, and it was given back. (A
    // SelfSubjectReview, who the client is for the plan record's key, is a POST that stores nothing.)
    const lease = `/apis/coordination.k8s.io/v1/namespaces/${ns.name}/leases`;
    const stored = (s: string) => !s.endsWith('dry-run') && !s.includes(lease) && !s.endsWith('/selfsubjectreviews');
    expect(sent.filter((s) => /^(POST|PUT|PATCH|DELETE) /.test(s) && stored(s))).toEqual([]);
    expect(await getLive('lease', ns.name, 'applyset-lock.secret.broken')).toBeUndefined();
    expect(await getLive('secret', ns.name, 'broken')).toBeUndefined();
    expect(await listNames('configmaps', ns.name)).toEqual([]);
  });
});
