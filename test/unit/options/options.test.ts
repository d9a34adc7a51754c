import { describe, expect, it } from 'vitest';
import { UserErrors } from '../../../src/common/errors.ts';
import { runInputs } from '../cli/runInputs.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { testEnvironment } from '../../testEnvironment.ts';

describe('parseOptions', () => {
  it('fills the documented defaults', () => {
    const options = parseOptions({ manifests: 'k8s/\n\n  apps/*.yaml ', applyset: 'web' }, '/repo', testEnvironment());
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
      wait: true,
      waitTimeoutMs: 300_000,
      waitForPrunes: true,
      lock: true,
      lockTimeoutSeconds: 600,
      retryTimeoutSeconds: 120,
      replace: [],
      cwd: '/repo',
    });
  });

  it('reads the kinds to replace from the input and from repeated --replace flags, and refuses what is not a kind', () => {
    const replace = (text: string) =>
      parseOptions({ manifests: 'a.yaml', applyset: 'x', replace: text }, '/', testEnvironment()).replace;
    expect(replace('Job, Service\nDeployment.apps')).toEqual(['Job', 'Service', 'Deployment.apps']);
    expect(
      parseOptions(
        runInputs(['apply', '--applyset', 'x', '-f', 'a.yaml', '--replace', 'Job', '--replace=CronJob.batch']),
        '/',
        testEnvironment(),
      ).replace,
    ).toEqual(['Job', 'CronJob.batch']);
    expect(() => replace('Job, jobs/migrate')).toThrow('replace: "jobs/migrate" is not a kind');
  });

  it('reports every bad input at once, each naming the input', () => {
    let caught: unknown;
    try {
      parseOptions(
        {
          manifests: '',
          mode: 'deploy',
          prune: 'yes',
          'max-requests-in-flight': '0',
          namespace: 'Bad_NS',
          'propagation-policy': 'Cascade',
        },
        '/',
        testEnvironment(),
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UserErrors);
    const text = (caught as UserErrors).describe();
    for (const expected of [
      'mode must be preview or apply',
      'no manifests given',
      'no ApplySet parent given',
      'prune must be true or false',
      'max-requests-in-flight must be a whole number',
      'namespace "Bad_NS"',
      'propagation-policy must be',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads the wait timeout as kubectl durations', () => {
    const timeout = (text: string) =>
      parseOptions({ manifests: 'a.yaml', applyset: 'x', timeout: text }, '/', testEnvironment()).waitTimeoutMs;
    expect([timeout('90s'), timeout('5m'), timeout('1h30m'), timeout('45')]).toEqual([
      90_000, 300_000, 5_400_000, 45_000,
    ]);
    for (const bad of ['5 minutes', '0s', '-1m', 'm'])
      expect(() => timeout(bad), bad).toThrow(`timeout must be a duration such as 90s, 5m or 1h30m, not "${bad}"`);
  });

  it('reads lock and retry timeouts as durations, and refuses what is not one', () => {
    const options = parseOptions(
      { manifests: 'a.yaml', applyset: 'x', lock: 'false', 'lock-timeout': '90s', 'retry-timeout': '3m' },
      '/',
      testEnvironment(),
    );
    expect(options).toMatchObject({ lock: false, lockTimeoutSeconds: 90, retryTimeoutSeconds: 180 });
    expect(
      parseOptions({ manifests: 'a.yaml', applyset: 'x', 'lock-timeout': '0' }, '/', testEnvironment())
        .lockTimeoutSeconds,
    ).toBe(0);
    expect(() =>
      parseOptions({ manifests: 'a.yaml', applyset: 'x', 'lock-timeout': 'soon' }, '/', testEnvironment()),
    ).toThrow('lock-timeout must be a duration such as 90s, 5m or 1h');
  });

  it('accepts an explicit prune limit of zero', () => {
    expect(
      parseOptions({ manifests: 'a.yaml', applyset: 'x', 'max-prunes': '0' }, '/', testEnvironment()).maxPrunes,
    ).toBe(0);
  });

  it('reads allow-destructive-prunes as no consent, consent to every kind, or to the kinds named as kubectl names them', () => {
    const consent = (value: string | undefined) => {
      const parsed = parseOptions(
        { manifests: 'a.yaml', applyset: 'x', ...(value === undefined ? {} : { 'allow-destructive-prunes': value }) },
        '/',
        testEnvironment(),
      ).allowDestructivePrunes;
      return parsed && { kinds: [...parsed.kinds].sort(), by: parsed.by };
    };
    expect(consent(undefined)).toBeUndefined();
    expect(consent('false')).toBeUndefined();
    expect(consent('TRUE')).toEqual({
      kinds: ['CustomResourceDefinition', 'Namespace', 'PersistentVolume', 'PersistentVolumeClaim'],
      by: 'allow-destructive-prunes: true',
    });
    expect(consent('ns, crds\npvc')).toEqual({
      kinds: ['CustomResourceDefinition', 'Namespace', 'PersistentVolumeClaim'],
      by: 'allow-destructive-prunes: Namespace, CustomResourceDefinition, PersistentVolumeClaim',
    });
    expect(() => consent('Namespace, Secret')).toThrow(
      'allow-destructive-prunes must be true, false or kinds among Namespace, CustomResourceDefinition, PersistentVolumeClaim, PersistentVolume, not "Secret"',
    );
  });
});
