import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDefaultKubeconfig } from '../../../src/action/defaultKubeconfig.ts';

describe('checkDefaultKubeconfig', () => {
  const files =
    (...present: string[]) =>
    (path: string) =>
      present.includes(path);

  it('accepts KUBECONFIG when one of its files exists', () => {
    expect(() =>
      checkDefaultKubeconfig({ KUBECONFIG: '/gone:/runner/kubeconfig' }, '/home/runner', files('/runner/kubeconfig')),
    ).not.toThrow();
  });

  it('names the files when none of KUBECONFIG exists', () => {
    expect(() => checkDefaultKubeconfig({ KUBECONFIG: '/gone' }, '/home/runner', files())).toThrow(
      'KUBECONFIG names no kubeconfig file that exists (/gone)',
    );
  });

  it('accepts ~/.kube/config and the service account of a runner in a pod', () => {
    expect(() => checkDefaultKubeconfig({}, '/home/runner', files('/home/runner/.kube/config'))).not.toThrow();
    const inPod = files('/var/run/secrets/kubernetes.io/serviceaccount/token');
    expect(() => checkDefaultKubeconfig({ KUBERNETES_SERVICE_HOST: '10.0.0.1' }, '/home/runner', inPod)).not.toThrow();
  });

  it('says how to give a kubeconfig when there is none', () => {
    expect(() => checkDefaultKubeconfig({}, '/home/runner', files())).toThrow(
      'no kubeconfig: the kubeconfig input is empty and KUBECONFIG is not set',
    );
  });
});
