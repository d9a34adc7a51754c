// plan-cache: when the record of the last apply answers for a member (PlanCache.known) and when it does
// not. Each dependency the record names is changed alone on a fake API server, between the plan that
// wrote the record and the plan that reads it: the member must then be dry-run again. The real server's
// side of the same rules is test/e2e/engine/planCache.test.ts.
import { KubeConfig } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { applySetOf } from '../../../src/applyset/applySet.ts';
import { Discovery, type ResourceInfo } from '../../../src/kube/discovery.ts';
import { KubeClient } from '../../../src/kube/kubeClient.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import type { Transport } from '../../../src/kube/kubeTransport.ts';
import type { RawRequest, RawResponse } from '../../../src/kube/rawRequest.ts';
import { type IgnoreRule, parseIgnoreDifferences } from '../../../src/options/ignoreDifferences.ts';
import { PlanCache } from '../../../src/plan/planCache.ts';
import { parseRecord } from '../../../src/plan/planRecord.ts';
import { packSigned, publicKeyText, signingKey } from '../../../src/plan/signedRecord.ts';
import type { Member } from '../../../src/plan/planTypes.ts';

const SET = applySetOf(
  { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true },
  'shop',
  'set',
);
const RECORD_PATH = '/api/v1/namespaces/shop/secrets/applyset-plan-record.secret.set';
const COPY_PATH = '/api/v1/namespaces/shop/configmaps/applyset-plan-record.secret.set';
const CONFIG_MAP: ResourceInfo = {
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  resource: 'configmaps',
  namespaced: true,
};
const WIDGET: ResourceInfo = {
  group: 'example.com',
  version: 'v1',
  kind: 'Widget',
  resource: 'widgets',
  namespaced: true,
};
const CRDS: ResourceInfo = {
  group: 'apiextensions.k8s.io',
  version: 'v1',
  kind: 'CustomResourceDefinition',
  resource: 'customresourcedefinitions',
  namespaced: false,
};
const ADMISSION = [
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
].map((kind): ResourceInfo => ({
  group: 'admissionregistration.k8s.io',
  version: 'v1',
  kind,
  resource: `${kind.toLowerCase()}s`.replace(/ys$/, 'ies'),
  namespaced: false,
}));

type Metadata = { name: string; uid: string; generation?: number; resourceVersion: string };

/** What the fake API server says: every field a test may change between two plans. */
interface FakeCluster {
  gitVersion: string;
  username: string;
  /** Listed objects by resource (`validatingwebhookconfigurations`, `customresourcedefinitions`). */
  lists: Map<string, Metadata[]>;
  /** The versions each kind is served at, the preferred first. */
  served: ResourceInfo[];
  /** The record's Secret, as the last save wrote it. */
  record: KubeObject | undefined;
  /** Its public copy's ConfigMap, as the last save wrote it. */
  copy?: KubeObject | undefined;
  /** RBAC refuses the copy's write. */
  copyForbidden?: boolean;
  /** Until it settles, every request but the record's waits (the dependencies' reads still on the wire). */
  dependenciesHeld?: Promise<void>;
  /** Each request's method and path, as sent. */
  sent: string[];
}

function fakeCluster(): FakeCluster {
  return {
    gitVersion: 'v1.34.4',
    username: 'deployer',
    lists: new Map([
      [
        'customresourcedefinitions',
        [{ name: 'widgets.example.com', uid: 'crd-uid', generation: 1, resourceVersion: '10' }],
      ],
    ]),
    served: [CONFIG_MAP, WIDGET, CRDS, ...ADMISSION],
    record: undefined,
    sent: [],
  };
}

const json = (status: number, body: unknown): RawResponse => ({
  status,
  text: JSON.stringify(body),
  retryAfter: undefined,
});

/** Answers the requests a PlanCache sends (version, SelfSubjectReview, metadata LISTs, the record's GET and apply) from `cluster`. */
function transportOf(cluster: FakeCluster): Transport {
  const send = async (req: RawRequest): Promise<RawResponse> => {
    const path = req.url.pathname;
    cluster.sent.push(`${req.method} ${path}`);
    if (path !== RECORD_PATH && path !== COPY_PATH) await cluster.dependenciesHeld;
    if (path === '/version') return Promise.resolve(json(200, { gitVersion: cluster.gitVersion }));
    if (path.endsWith('/selfsubjectreviews'))
      return Promise.resolve(
        json(201, { status: { userInfo: { username: cluster.username, groups: ['system:authenticated'] } } }),
      );
    if (path === RECORD_PATH && req.method === 'GET')
      return Promise.resolve(
        cluster.record ? json(200, cluster.record) : json(404, { kind: 'Status', code: 404, reason: 'NotFound' }),
      );
    if (path === RECORD_PATH && req.method === 'PATCH') {
      cluster.record = JSON.parse(req.body ?? '{}') as KubeObject;
      return Promise.resolve(json(200, cluster.record));
    }
    if (path === COPY_PATH && req.method === 'GET')
      return Promise.resolve(
        cluster.copy ? json(200, cluster.copy) : json(404, { kind: 'Status', code: 404, reason: 'NotFound' }),
      );
    if (path === COPY_PATH && req.method === 'PATCH' && cluster.copyForbidden)
      return Promise.resolve(json(403, { kind: 'Status', code: 403, reason: 'Forbidden', message: 'forbidden' }));
    if (path === COPY_PATH && req.method === 'PATCH') {
      cluster.copy = JSON.parse(req.body ?? '{}') as KubeObject;
      return Promise.resolve(json(200, cluster.copy));
    }
    const items = cluster.lists.get(path.slice(path.lastIndexOf('/') + 1));
    if (req.method === 'GET')
      return Promise.resolve(
        json(200, { metadata: { resourceVersion: '1' }, items: (items ?? []).map((metadata) => ({ metadata })) }),
      );
    return Promise.reject(new Error(`unexpected ${req.method} ${path}`));
  };
  return { send, stream: () => Promise.reject(new Error('no watch expected')), forgetCredentials: () => {} };
}

function client(cluster: FakeCluster, token = 'deploy-token'): KubeClient {
  const config = new KubeConfig();
  config.loadFromOptions({
    clusters: [{ name: 'c', server: 'https://127.0.0.1:6443', skipTLSVerify: true }],
    users: [{ name: 'deployer', token }],
    contexts: [{ name: 'x', cluster: 'c', user: 'deployer' }],
    currentContext: 'x',
  });
  return new KubeClient(config, { concurrency: 4, wrapTransport: () => transportOf(cluster) });
}

type PlanSettings = {
  fieldManager?: string;
  forceConflicts?: boolean;
  ignoreDifferences?: IgnoreRule[];
  writes?: boolean;
  /** The public keys a preview reads the record's public copy under (plan-record-key). */
  trusted?: string[];
  /** The run's token: another credential than the deploy's. */
  token?: string;
  /** An apply writes the record's public copy (plan-record-copy); on unless said otherwise. */
  signsCopy?: boolean;
};

function open(cluster: FakeCluster, options: PlanSettings = {}): { cache: PlanCache; kube: KubeClient } {
  const discovery = new Discovery();
  for (const info of cluster.served) discovery.add(info);
  const kube = client(cluster, options.token);
  return {
    cache: PlanCache.open(
      kube,
      discovery,
      SET,
      {
        fieldManager: options.fieldManager ?? 'applyset-action',
        forceConflicts: options.forceConflicts ?? false,
        ...(options.ignoreDifferences ? { ignoreDifferences: options.ignoreDifferences } : {}),
      },
      {
        writes: options.writes ?? true,
        signsCopy: options.signsCopy ?? true,
        ...(options.trusted ? { trusted: options.trusted } : {}),
      },
    ),
    kube,
  };
}

function member(info: ResourceInfo, name: string, data = 'v'): Member {
  const object: KubeObject = {
    apiVersion: info.group ? `${info.group}/${info.version}` : info.version,
    kind: info.kind,
    metadata: { name, namespace: 'shop' },
    spec: { data },
  };
  return {
    ref: { ...info, namespace: 'shop', name },
    key: `${info.group}/${info.kind}/shop/${name}`,
    info,
    definedByCrd: undefined,
    object,
    source: { file: 'set.yaml', line: 1 },
  };
}

const cm = member(CONFIG_MAP, 'cm');
const widget = member(WIDGET, 'w');

/** A plan (options) that found `cm` and `widget` unchanged at resourceVersions 7 and 8 and saved its record. */
async function recorded(cluster: FakeCluster, options: PlanSettings = {}): Promise<void> {
  const { cache, kube } = open(cluster, options);
  cache.unchanged(cm, '7');
  cache.unchanged(widget, '8');
  await cache.save(kube, 'parent-uid');
  expect(cluster.record, 'the first plan saved its record').toBeDefined();
}

/** What the next plan (options) knows of `cm` and `widget` at the recorded resourceVersions. */
async function knows(cluster: FakeCluster, options: PlanSettings = {}): Promise<{ cm: boolean; widget: boolean }> {
  const { cache } = open(cluster, options);
  return { cm: await cache.known(cm, '7'), widget: await cache.known(widget, '8') };
}

describe('PlanCache.known: the record answers for a member only while everything it names is as it was', () => {
  it('knows both members when nothing changed, and neither at another live resourceVersion, without one, or with another manifest', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    expect(await knows(cluster)).toEqual({ cm: true, widget: true });
    const { cache } = open(cluster);
    expect(await cache.known(cm, '9')).toBe(false);
    expect(await cache.known(cm, undefined)).toBe(false);
    expect(await cache.known(member(CONFIG_MAP, 'cm', 'edited'), '7')).toBe(false);
    expect(await cache.known(member(CONFIG_MAP, 'other'), '7')).toBe(false);
  });

  it.each<[string, (cluster: FakeCluster) => void]>([
    ['the API server upgraded', (c) => void (c.gitVersion = 'v1.35.0')],
    ['another user', (c) => void (c.username = 'someone-else')],
    [
      'a validating webhook added',
      (c) =>
        void c.lists.set('validatingwebhookconfigurations', [
          { name: 'refuse', uid: 'vw', generation: 1, resourceVersion: '20' },
        ]),
    ],
    [
      'a ValidatingAdmissionPolicyBinding added',
      (c) =>
        void c.lists.set('validatingadmissionpolicybindings', [
          { name: 'deny', uid: 'vb', generation: 1, resourceVersion: '21' },
        ]),
    ],
  ])("knows neither member after %s: every member's answer depends on it", async (_, change) => {
    const cluster = fakeCluster();
    cluster.lists.set('mutatingwebhookconfigurations', [
      { name: 'mutate', uid: 'mw', generation: 1, resourceVersion: '5' },
    ]);
    await recorded(cluster);
    change(cluster);
    expect(await knows(cluster)).toEqual({ cm: false, widget: false });
  });

  it("knows both members after only a ValidatingAdmissionPolicy's status moved its resourceVersion, and neither once its rules changed (its generation)", async () => {
    const cluster = fakeCluster();
    cluster.lists.set('validatingadmissionpolicies', [
      { name: 'deny', uid: 'vap', generation: 1, resourceVersion: '5' },
    ]);
    await recorded(cluster);
    cluster.lists.set('validatingadmissionpolicies', [
      { name: 'deny', uid: 'vap', generation: 1, resourceVersion: '6' },
    ]);
    expect(await knows(cluster)).toEqual({ cm: true, widget: true });
    cluster.lists.set('validatingadmissionpolicies', [
      { name: 'deny', uid: 'vap', generation: 2, resourceVersion: '7' },
    ]);
    expect(await knows(cluster)).toEqual({ cm: false, widget: false });
  });

  it.each<[string, Metadata]>([
    ['changed (its generation)', { name: 'widgets.example.com', uid: 'crd-uid', generation: 2, resourceVersion: '11' }],
    [
      'deleted and made again under the same name (another UID, the same generation)',
      { name: 'widgets.example.com', uid: 'new-uid', generation: 1, resourceVersion: '12' },
    ],
  ])("knows the ConfigMap but not the Widget after the Widget's CRD was %s", async (_, crd) => {
    const cluster = fakeCluster();
    await recorded(cluster);
    cluster.lists.set('customresourcedefinitions', [crd]);
    expect(await knows(cluster)).toEqual({ cm: true, widget: false });
  });

  it('knows the ConfigMap but not the Widget once Widget is served at another version too, or at it alone', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    cluster.served.push({ ...WIDGET, version: 'v2' });
    expect(await knows(cluster)).toEqual({ cm: true, widget: false });
    // v1, the version the record's verdicts were proven at, no longer served.
    cluster.served = cluster.served.filter((info) => info !== WIDGET);
    expect(await knows(cluster)).toEqual({ cm: true, widget: false });
  });
});

describe("PlanCache.usable: whether the members' dry-runs wait for the record", () => {
  /**
   * Whether `answer` has settled once everything the fake cluster answers is answered: the answers are
   * in-process promises, so a few turns of the event loop settle all that is not held. Counted in
   * turns, not time: a loaded machine makes each turn slower, never fewer needed.
   */
  const settledAfterAnswers = async (answer: Promise<boolean>) => {
    let settled = false;
    void answer.then(() => (settled = true));
    for (let turn = 0; turn < 20 && !settled; turn++) await new Promise((resolve) => setImmediate(resolve));
    return settled;
  };

  it("answers no once the record's GET finds none, while the dependencies' reads are still on the wire; with a record it waits for them", async () => {
    let release = () => {};
    const cluster = fakeCluster();
    cluster.dependenciesHeld = new Promise((resolve) => (release = resolve));
    const without = open(cluster).cache.usable();
    expect(await settledAfterAnswers(without), 'answered while the dependencies are held').toBe(true);
    expect(await without).toBe(false);
    expect(
      cluster.sent.filter((request) => request !== `GET ${RECORD_PATH}`),
      "the dependencies' reads were sent",
    ).not.toEqual([]);
    release();
    await recorded(cluster);
    cluster.dependenciesHeld = new Promise((resolve) => (release = resolve));
    const usable = open(cluster).cache.usable();
    expect(await settledAfterAnswers(usable), 'no answer while the dependencies are held').toBe(false);
    release();
    expect(await usable).toBe(true);
  });
});

describe("the dependencies' reads: only for a record to check or to write", () => {
  const dependencyReads = (cluster: FakeCluster) =>
    cluster.sent.filter((request) => request !== `GET ${RECORD_PATH}` && request !== `GET ${COPY_PATH}`);

  it('a preview of a set without a record reads the record only; an apply reads the dependencies for the record it writes', async () => {
    const cluster = fakeCluster();
    const preview = open(cluster, { writes: false }).cache;
    expect(await preview.known(cm, '7')).toBe(false);
    expect(await preview.usable()).toBe(false);
    expect(cluster.sent).toEqual([`GET ${RECORD_PATH}`]);
    cluster.sent.length = 0;
    await recorded(cluster);
    expect(dependencyReads(cluster)).toEqual(
      expect.arrayContaining(['GET /version', 'GET /apis/apiextensions.k8s.io/v1/customresourcedefinitions']),
    );
  });

  it('a preview of a set with a record reads the dependencies and knows its members', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    cluster.sent.length = 0;
    expect(await knows(cluster, { writes: false })).toEqual({ cm: true, widget: true });
    expect(dependencyReads(cluster)).toEqual(
      expect.arrayContaining(['GET /version', 'GET /apis/apiextensions.k8s.io/v1/customresourcedefinitions']),
    );
  });
});

describe("the accepted records: which settings' verdicts hold for this plan", () => {
  it('a plan under another field manager knows nothing', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    expect(await knows(cluster, { fieldManager: 'another-deployer' })).toEqual({ cm: false, widget: false });
  });

  it('a plan that forces conflicts takes a record written without force, and one written with force', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    expect(await knows(cluster, { forceConflicts: true })).toEqual({ cm: true, widget: true });
    const forced = fakeCluster();
    await recorded(forced, { forceConflicts: true });
    expect(await knows(forced, { forceConflicts: true })).toEqual({ cm: true, widget: true });
  });

  it('a plan under other ignore-differences rules knows nothing; one under the same rules, written elsewhere, knows both', async () => {
    const rules = (pointer: string, where: string) =>
      parseIgnoreDifferences(`- kind: ConfigMap\n  jsonPointers: [${pointer}]`, where, 'applyset-action', []);
    const cluster = fakeCluster();
    await recorded(cluster, { ignoreDifferences: rules('/data/a', 'ignore-differences') });
    expect(
      await knows(cluster, {
        ignoreDifferences: rules('/data/a', 'target "shop" ignore-differences (applysets.yaml:3)'),
      }),
    ).toEqual({ cm: true, widget: true });
    expect(await knows(cluster, { ignoreDifferences: rules('/data/b', 'ignore-differences') })).toEqual({
      cm: false,
      widget: false,
    });
    expect(await knows(cluster)).toEqual({ cm: false, widget: false });
  });

  it('a plan without force does not take a record written with force: a conflict forced then would stop it now', async () => {
    const cluster = fakeCluster();
    await recorded(cluster, { forceConflicts: true });
    expect(await knows(cluster, { forceConflicts: false })).toEqual({ cm: false, widget: false });
    expect(await open(cluster).cache.usable()).toBe(false);
  });
});

describe("the record's public copy: a preview's identity reads it under the deploy's public key", () => {
  const secret = member(
    { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true },
    'db',
    'hunter2',
  );
  const deployKey = (cluster: FakeCluster) => publicKeyText(signingKey(client(cluster).credentialKey!));
  const copyOf = (cluster: FakeCluster) =>
    Buffer.from(
      String((cluster.copy?.['binaryData'] as Record<string, string> | undefined)?.['record.json.gz']),
      'base64',
    );
  const storeCopy = (cluster: FakeCluster, packed: Buffer) =>
    (cluster.copy = { ...cluster.copy!, binaryData: { 'record.json.gz': packed.toString('base64') } });
  const preview = (cluster: FakeCluster, trusted: string[]) =>
    knows(cluster, { writes: false, token: 'preview-token', trusted });

  it('an apply writes it signed, without its Secret members; a preview of another credential given the key knows the members, without a SelfSubjectReview', async () => {
    const cluster = fakeCluster();
    const { cache, kube } = open(cluster);
    cache.unchanged(cm, '7');
    cache.unchanged(widget, '8');
    cache.unchanged(secret, '9');
    expect(await cache.save(kube, 'parent-uid')).toEqual({ signer: deployKey(cluster) });
    expect(cluster.copy?.metadata.annotations).toEqual({
      'applyset-action.github.io/plan-record-key': deployKey(cluster),
    });
    const copy = parseRecord(copyOf(cluster));
    expect(copy !== 'unreadable' && [...copy.record.objects.keys()]).toEqual([cm.key, widget.key]);
    cluster.sent.length = 0;
    cluster.username = 'previewer';
    expect(await preview(cluster, [deployKey(cluster)])).toEqual({ cm: true, widget: true });
    expect(cluster.sent.filter((request) => request.includes('selfsubjectreviews'))).toEqual([]);
    expect(cluster.sent).not.toContain(`GET ${RECORD_PATH}`);
  });

  it('knows nothing under another key, nor from a copy re-signed by whoever may write the ConfigMap, nor from one moved beside another set', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    expect(await preview(cluster, [])).toEqual({ cm: false, widget: false });
    const attacker = signingKey(client(cluster, 'namespace-writer-token').credentialKey!);
    expect(await preview(cluster, [publicKeyText(attacker)])).toEqual({ cm: false, widget: false });
    const genuine = copyOf(cluster);
    const read = parseRecord(genuine);
    if (read === 'unreadable') throw new Error('the copy is unreadable');
    // The writer's own key named in the copy, and in its annotation: the preview trusts only the key it was given.
    storeCopy(cluster, packSigned({ ...read.record, writer: publicKeyText(attacker) }, SET.id, attacker)!);
    expect(await preview(cluster, [deployKey(cluster)])).toEqual({ cm: false, widget: false });
    // The deploy's key named, the attacker's signature.
    storeCopy(cluster, packSigned(read.record, SET.id, attacker)!);
    expect(await preview(cluster, [deployKey(cluster)])).toEqual({ cm: false, widget: false });
    // The deploy's own copy of another set.
    const deploy = signingKey(client(cluster).credentialKey!);
    storeCopy(cluster, packSigned(read.record, 'applyset-other-v1', deploy)!);
    expect(await preview(cluster, [deployKey(cluster)])).toEqual({ cm: false, widget: false });
    storeCopy(cluster, genuine);
    expect(await preview(cluster, ['x'.repeat(43), deployKey(cluster)])).toEqual({ cm: true, widget: true });
  });

  it('an apply without plan-record-copy neither reads nor writes it', async () => {
    const cluster = fakeCluster();
    await recorded(cluster, { signsCopy: false });
    expect(cluster.copy).toBeUndefined();
    expect(cluster.sent.filter((request) => request.endsWith(COPY_PATH))).toEqual([]);
  });

  it('an apply whose copy RBAC refuses writes the record, and says why the copy failed', async () => {
    const cluster = fakeCluster();
    cluster.copyForbidden = true;
    const { cache, kube } = open(cluster);
    cache.unchanged(cm, '7');
    expect(await cache.save(kube, 'parent-uid')).toEqual({ error: expect.objectContaining({ status: 403 }) });
    expect(cluster.record).toBeDefined();
  });

  it('an apply that finds the same verdicts writes neither again; one whose copy was spoiled writes the copy alone', async () => {
    const cluster = fakeCluster();
    await recorded(cluster);
    const writes = () => cluster.sent.filter((request) => request.startsWith('PATCH'));
    cluster.sent.length = 0;
    await recorded(cluster);
    expect(writes()).toEqual([]);
    storeCopy(cluster, Buffer.from('spoiled'));
    await recorded(cluster);
    expect(writes()).toEqual([`PATCH ${COPY_PATH}`]);
  });
});
