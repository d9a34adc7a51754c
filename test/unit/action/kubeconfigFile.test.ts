import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDefaultKubeconfig, writeKubeconfigFile } from '../../../src/action/kubeconfigFile.ts';

describe('writeKubeconfigFile', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'kubeconfig-file-test-'));
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it('writes a file only its owner can read, in a directory of its own, and removes both', async () => {
    const file = await writeKubeconfigFile('clusters: []\n', parent);

    expect(dirname(dirname(file.path))).toBe(parent);
    expect(await readFile(file.path, 'utf8')).toBe('clusters: []\n');
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
    expect((await stat(dirname(file.path))).mode & 0o777).toBe(0o700);

    await file.remove();
    await file.remove();
    await expect(stat(dirname(file.path))).rejects.toThrow(/ENOENT/);
  });
});

describe('checkDefaultKubeconfig', () => {
  const files = (...present: string[]) => (path: string) => present.includes(path);

  it('accepts KUBECONFIG when one of its files exists', () => {
    expect(() => checkDefaultKubeconfig({ KUBECONFIG: '/gone:/runner/kubeconfig' }, '/home/runner', files('/runner/kubeconfig'))).not.toThrow();
  });

  it('names the files when none of KUBECONFIG exists', () => {
    expect(() => checkDefaultKubeconfig({ KUBECONFIG: '/gone' }, '/home/runner', files())).toThrow('KUBECONFIG names no kubeconfig file that exists (/gone)');
  });

  it('accepts ~/.kube/config and the service account of a runner in a pod', () => {
    expect(() => checkDefaultKubeconfig({}, '/home/runner', files('/home/runner/.kube/config'))).not.toThrow();
    const inPod = files('/var/run/secrets/kubernetes.io/serviceaccount/token');
    expect(() => checkDefaultKubeconfig({ KUBERNETES_SERVICE_HOST: '10.0.0.1' }, '/home/runner', inPod)).not.toThrow();
  });

  it('says how to give a kubeconfig when there is none', () => {
    expect(() => checkDefaultKubeconfig({}, '/home/runner', files())).toThrow('no kubeconfig: the kubeconfig input is empty and KUBECONFIG is not set');
  });
});
