// The admission configurations test/e2e/engine/planCache.test.ts adds after the record, each limited to
// UPDATEs of the ConfigMaps in one namespace: a webhook that really mutates and one that refuses, both
// served here on loopback over HTTPS, and a ValidatingAdmissionPolicy in Deny. Each is waited for until
// the API server applies it (and, once deleted, until it no longer does): the server reads admission
// configuration through an informer, and a plan sent before it caught up would compare two clusters.
import { createServer, type Server } from 'node:https';
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLoopbackCertificate } from '../../cluster/faultProxy/proxyCertificate.ts';
import { kubectl, kubectlOk, type Manifest } from './harness.ts';

/** The annotation the mutating webhook adds to every ConfigMap it is sent. */
export const MUTATED = 'plan-cache.example.com/mutated';
export const WEBHOOK_REFUSAL = 'refused by the plan-cache test webhook';
export const POLICY_REFUSAL = 'refused by the plan-cache test policy';

interface AdmissionReview {
  request?: { uid?: string; object?: { metadata?: { annotations?: Record<string, string> } } };
}

/** Answers `/mutate` with a JSONPatch adding MUTATED, `/validate` with a refusal (the server adds `?timeout=`). */
function answer(url: string | undefined, review: AdmissionReview): object {
  const uid = review.request?.uid ?? '';
  if (url?.startsWith('/validate')) return { uid, allowed: false, status: { code: 403, message: WEBHOOK_REFUSAL } };
  const key = MUTATED.replace('/', '~1');
  const patch = review.request?.object?.metadata?.annotations
    ? [{ op: 'add', path: `/metadata/annotations/${key}`, value: 'yes' }]
    : [{ op: 'add', path: '/metadata/annotations', value: { [MUTATED]: 'yes' } }];
  return { uid, allowed: true, patchType: 'JSONPatch', patch: Buffer.from(JSON.stringify(patch)).toString('base64') };
}

export interface AdmissionFixtures {
  mutatingWebhook(): Promise<void>;
  validatingWebhook(): Promise<void>;
  denyingPolicy(): Promise<void>;
  /** Deletes what was added, once the server no longer applies it. */
  remove(): Promise<void>;
  close(): Promise<void>;
}

export async function admissionFixtures(namespace: string): Promise<AdmissionFixtures> {
  const { cert, key } = await createLoopbackCertificate(await mkdtemp(join(tmpdir(), 'plan-cache-webhook-')));
  const server: Server = createServer({ cert, key }, (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const response = answer(req.url, JSON.parse(body) as AdmissionReview);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const name = `plan-cache-${namespace}`;
  const scope = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } };
  const webhook = (kind: string, path: string): Manifest => ({
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind,
    metadata: { name },
    webhooks: [
      {
        name: `${path}.plan-cache.example.com`,
        clientConfig: { url: `https://127.0.0.1:${port}/${path}`, caBundle: Buffer.from(cert).toString('base64') },
        rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['UPDATE'], resources: ['configmaps'] }],
        ...scope,
        failurePolicy: 'Fail',
        // A dry-run is sent only to webhooks without side effects.
        sideEffects: 'None',
        admissionReviewVersions: ['v1'],
        timeoutSeconds: 5,
      },
    ],
  });
  const policy: Manifest[] = [
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicy',
      metadata: { name },
      spec: {
        failurePolicy: 'Fail',
        matchConstraints: {
          resourceRules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['UPDATE'], resources: ['configmaps'] }],
        },
        validations: [{ expression: 'false', message: POLICY_REFUSAL }],
      },
    },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicyBinding',
      metadata: { name },
      spec: { policyName: name, validationActions: ['Deny'], matchResources: scope },
    },
  ];
  let added: Manifest[] = [];
  /** What an UPDATE of cm-0 meets now: `mutated`, `refused` or `admitted`. */
  const probe = async (): Promise<string> => {
    const result = await kubectl([
      'annotate',
      '--overwrite',
      '--dry-run=server',
      '-o',
      'json',
      '-n',
      namespace,
      'configmap',
      'cm-0',
      'probe=1',
    ]);
    if (result.code !== 0 && [WEBHOOK_REFUSAL, POLICY_REFUSAL].some((message) => result.stderr.includes(message)))
      return 'refused';
    if (result.code !== 0) throw new Error(`the probe's update failed: ${result.stderr}`);
    return result.stdout.includes(MUTATED) ? 'mutated' : 'admitted';
  };
  const until = async (state: string): Promise<void> => {
    for (let tries = 0; (await probe()) !== state; tries++) {
      if (tries > 100) throw new Error(`the API server did not get to ${state} ConfigMap updates in 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const add = async (objects: Manifest[], state: string): Promise<void> => {
    const file = join(await mkdtemp(join(tmpdir(), 'plan-cache-admission-')), 'admission.json');
    await writeFile(file, JSON.stringify({ apiVersion: 'v1', kind: 'List', items: objects }));
    await kubectlOk(['apply', '-f', file]);
    added = objects;
    await until(state);
  };
  return {
    mutatingWebhook: () => add([webhook('MutatingWebhookConfiguration', 'mutate')], 'mutated'),
    validatingWebhook: () => add([webhook('ValidatingWebhookConfiguration', 'validate')], 'refused'),
    denyingPolicy: () => add(policy, 'refused'),
    remove: async () => {
      for (const object of added)
        await kubectlOk(['delete', String(object.kind).toLowerCase(), name, '--ignore-not-found']);
      added = [];
      await until('admitted');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The API server keeps its connections to a webhook alive: close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
