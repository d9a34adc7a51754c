import { describe, expect, it } from 'vitest';
import { podSpecOf, podSpecReferences } from '../../../src/plan/inUse/podReferences.ts';

describe('what a pod spec refers to', () => {
  it('finds every ConfigMap, Secret, ServiceAccount and claim a pod names, wherever it names them', () => {
    const spec = {
      serviceAccountName: 'runner',
      imagePullSecrets: [{ name: 'registry' }],
      volumes: [
        { name: 'a', configMap: { name: 'settings' } },
        { name: 'b', secret: { secretName: 'tls' } },
        { name: 'c', persistentVolumeClaim: { claimName: 'data' } },
        {
          name: 'd',
          projected: {
            sources: [
              { configMap: { name: 'bundle' } },
              { secret: { name: 'token' } },
              { serviceAccountToken: { path: 't' } },
            ],
          },
        },
        { name: 'e', csi: { driver: 'x', nodePublishSecretRef: { name: 'csi-creds' } } },
        { name: 'f', emptyDir: {} },
      ],
      initContainers: [{ name: 'init', envFrom: [{ configMapRef: { name: 'init-env' } }] }],
      containers: [
        {
          name: 'app',
          envFrom: [{ secretRef: { name: 'app-env', optional: true } }],
          env: [
            { name: 'A', valueFrom: { configMapKeyRef: { name: 'flags', key: 'a' } } },
            { name: 'B', valueFrom: { secretKeyRef: { name: 'db', key: 'url' } } },
            { name: 'C', value: 'plain' },
          ],
        },
      ],
      ephemeralContainers: [
        { name: 'debug', env: [{ name: 'D', valueFrom: { secretKeyRef: { name: 'debug-key', key: 'k' } } }] },
      ],
    };
    expect([...podSpecReferences(spec)].sort()).toEqual([
      'ConfigMap/bundle',
      'ConfigMap/flags',
      'ConfigMap/init-env',
      'ConfigMap/settings',
      'PersistentVolumeClaim/data',
      'Secret/app-env',
      'Secret/csi-creds',
      'Secret/db',
      'Secret/debug-key',
      'Secret/registry',
      'Secret/tls',
      'Secret/token',
      'ServiceAccount/runner',
    ]);
  });

  it('counts the default ServiceAccount for a pod that names none, as the server does', () => {
    expect([...podSpecReferences({ containers: [{ name: 'app' }] })]).toEqual(['ServiceAccount/default']);
    expect([...podSpecReferences({ serviceAccount: 'legacy', containers: [] })]).toEqual(['ServiceAccount/legacy']);
  });

  it('finds nothing in what is not a pod spec', () => {
    expect(podSpecReferences(undefined).size).toBe(0);
    expect(podSpecReferences({ volumes: 'none', containers: [null, 'x'] })).toEqual(
      new Set(['ServiceAccount/default']),
    );
  });

  it('reads the pod spec of each kind that runs pods, and of no other', () => {
    const spec = { containers: [] };
    const template = { template: { spec } };
    expect(podSpecOf({ apiVersion: 'v1', kind: 'Pod', spec })).toBe(spec);
    for (const [apiVersion, kind] of [
      ['apps/v1', 'Deployment'],
      ['apps/v1', 'StatefulSet'],
      ['apps/v1', 'DaemonSet'],
      ['apps/v1', 'ReplicaSet'],
      ['batch/v1', 'Job'],
      ['v1', 'ReplicationController'],
    ]) {
      expect(podSpecOf({ apiVersion, kind, spec: template }), kind).toBe(spec);
    }
    expect(podSpecOf({ apiVersion: 'batch/v1', kind: 'CronJob', spec: { jobTemplate: { spec: template } } })).toBe(
      spec,
    );
    expect(podSpecOf({ apiVersion: 'example.com/v1', kind: 'Deployment', spec: template })).toBeUndefined();
  });
});
