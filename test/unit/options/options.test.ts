import { describe, expect, it } from 'vitest';
import { UserErrors } from '../../../src/errors.ts';
import { parseOptions } from '../../../src/options.ts';

describe('parseOptions', () => {
  it('fills the documented defaults', () => {
    const options = parseOptions({ manifests: 'k8s/\n\n  apps/*.yaml ', applyset: 'web' }, '/repo');
    expect(options).toMatchObject({
      mode: 'preview',
      manifests: ['k8s/', 'apps/*.yaml'],
      applyset: { text: 'web', candidates: [{ resource: 'secrets', version: undefined, group: '', name: 'web' }] },
      fieldManager: 'applyset-action',
      forceConflicts: false,
      prune: true,
      propagationPolicy: 'Background',
      concurrency: 64,
      adopt: false,
      allowEmpty: false,
      maxPrunes: undefined,
      cwd: '/repo',
    });
  });

  it('reports every bad input at once, each naming the input', () => {
    let caught: unknown;
    try {
      parseOptions({ manifests: '', mode: 'deploy', prune: 'yes', concurrency: '0', namespace: 'Bad_NS', 'propagation-policy': 'Cascade' }, '/');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UserErrors);
    const text = (caught as UserErrors).describe();
    for (const expected of ['mode must be preview or apply', 'no manifests given', 'no ApplySet parent given', 'prune must be true or false', 'concurrency must be a whole number', 'namespace "Bad_NS"', 'propagation-policy must be']) {
      expect(text).toContain(expected);
    }
  });

  it('accepts an explicit prune limit of zero', () => {
    expect(parseOptions({ manifests: 'a.yaml', applyset: 'x', 'max-prunes': '0' }, '/').maxPrunes).toBe(0);
  });
});
