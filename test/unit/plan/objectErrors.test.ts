// The server's refusal of one object, said with what to do: a conflict over spec.replicas, which a
// scaler owns, is answered with ignore-differences; any other conflict with the three ways out.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/kube/apiError.ts';
import { objectError } from '../../../src/plan/objectErrors.ts';

const web = { group: 'apps', version: 'v1', kind: 'Deployment', namespace: 'shop', name: 'web' };

function conflict(...fields: string[]): ApiError {
  return new ApiError(
    409,
    {
      kind: 'Status',
      reason: 'Conflict',
      message: 'Apply failed with 1 conflict',
      details: {
        causes: fields.map((field) => ({
          reason: 'FieldManagerConflict',
          message: 'conflict with "kubectl-scale" using apps/v1',
          field,
        })),
      },
    },
    'PATCH: HTTP 409',
  );
}

describe('a field manager conflict', () => {
  it('over spec.replicas says that ignore-differences is the usual answer', () => {
    const error = objectError(web, undefined, 'apply', conflict('.spec.replicas'));
    expect(error.message).toBe(
      'deployment.apps/web in namespace shop: field manager conflict: .spec.replicas (conflict with "kubectl-scale" using apps/v1)',
    );
    expect(error.hint).toMatch(
      /^a scaler \(a HorizontalPodAutoscaler, kubectl scale\) owns spec\.replicas: .*ignore-differences \(--ignore-differences/,
    );
  });

  it('over other fields names the three ways out', () => {
    expect(
      objectError(web, undefined, 'apply', conflict('.spec.template.spec.containers[name="app"].image')).hint,
    ).toMatch(/^another manager owns these fields: .*force-conflicts/);
  });
});
