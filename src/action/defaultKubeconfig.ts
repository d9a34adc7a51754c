import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { UserError } from '../common/errors.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { inPodWithServiceAccount, listedKubeconfigs } from '../kube/kubeconfigList.ts';

/**
 * Checks that, without a kubeconfig input, the usual loading (what kubectl does) finds a cluster:
 * the files in KUBECONFIG (as cloud login actions set it), ~/.kube/config, or the service account
 * of a runner that runs in a pod. Without this check the client would quietly fall back to
 * http://localhost:8080 and fail with a connection error that names none of these.
 */
export function checkDefaultKubeconfig(
  env: RunEnvironment,
  home: string,
  exists: (path: string) => boolean = existsSync,
): void {
  const listed = listedKubeconfigs(env['KUBECONFIG']);
  if (listed.length > 0) {
    if (listed.some(exists)) return;
    throw new UserError(`KUBECONFIG names no kubeconfig file that exists (${listed.join(delimiter)})`, {
      hint: 'check the step that set KUBECONFIG (a cloud login action) ran before this one, or give the kubeconfig input',
    });
  }
  if (home !== '' && exists(join(home, '.kube', 'config'))) return;
  if (inPodWithServiceAccount(env, exists)) return;
  throw new UserError('no kubeconfig: the kubeconfig input is empty and KUBECONFIG is not set', {
    hint: 'pass a kubeconfig from a secret (kubeconfig: ${{ secrets.KUBECONFIG }}), or run a login step that sets KUBECONFIG (e.g. azure/aks-set-context, google-github-actions/get-gke-credentials, aws eks update-kubeconfig) before this one',
  });
}
