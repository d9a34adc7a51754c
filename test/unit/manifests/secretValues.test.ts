import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import { secretValues } from '../../../src/manifests/secretValues.ts';

const at = (object: Record<string, unknown>): KubeObject => object as KubeObject;
const base64 = (text: string): string => Buffer.from(text).toString('base64');

describe('secretValues', () => {
  it('gives every form a message could quote a Secret value in', () => {
    const values = secretValues([
      at({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 's' },
        data: { key: base64('from-data') },
        stringData: { url: 'postgres://u:p@db' },
      }),
    ]);
    expect(values).toEqual(
      expect.arrayContaining([base64('from-data'), 'from-data', 'postgres://u:p@db', base64('postgres://u:p@db')]),
    );
  });

  it('gives each line of a multi-line value, and the value as JSON writes it', () => {
    const values = secretValues([
      at({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { pem: 'line-one\nline-two "q"' } }),
    ]);
    expect(values).toEqual(
      expect.arrayContaining(['line-one\nline-two "q"', 'line-one', 'line-two "q"', 'line-one\\nline-two \\"q\\"']),
    );
  });

  it('leaves out values too short to be secrets, and objects that are not Secrets', () => {
    const values = secretValues([
      at({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 's' },
        stringData: { replicas: '1', flag: 'no' },
        data: { short: base64('abc') },
      }),
      at({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { public: 'not-a-secret' } }),
    ]);
    expect(values).toEqual([]);
  });
});
