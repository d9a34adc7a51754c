import type { KubeObject } from '../kube/kubeObject.ts';

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

function isSecret(object: KubeObject | undefined): boolean {
  return object?.kind === 'Secret' && (object.apiVersion === 'v1' || object.apiVersion === undefined);
}

function stringMap(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Replaces Secret values before anything is shown, the way kubectl diff does: `***` where a value is
 * the same on both sides, `*** (before)` / `*** (after)` where it changed, so a reader sees which key
 * changed and never what it holds. Also masks kubectl's last-applied annotation, which copies the data.
 */
export function maskSecretData(
  before: KubeObject | undefined,
  after: KubeObject | undefined,
): [KubeObject | undefined, KubeObject | undefined] {
  if (!isSecret(before) && !isSecret(after)) return [before, after];
  const maskedBefore = before && structuredClone(before);
  const maskedAfter = after && structuredClone(after);
  for (const field of ['data', 'stringData']) {
    const b = stringMap(before?.[field]);
    const a = stringMap(after?.[field]);
    const bMasked: Record<string, string> = {};
    const aMasked: Record<string, string> = {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      const same = key in b && key in a && b[key] === a[key];
      if (key in b) bMasked[key] = same ? '***' : '*** (before)';
      if (key in a) aMasked[key] = same ? '***' : '*** (after)';
    }
    if (maskedBefore && field in maskedBefore) maskedBefore[field] = bMasked;
    if (maskedAfter && field in maskedAfter) maskedAfter[field] = aMasked;
  }
  for (const masked of [maskedBefore, maskedAfter]) {
    const annotations = masked?.metadata.annotations;
    if (annotations?.[LAST_APPLIED] !== undefined) annotations[LAST_APPLIED] = '***';
  }
  return [maskedBefore, maskedAfter];
}
