import { describe, expect, it } from 'vitest';
import { runInputs } from './runInputs.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { testEnvironment } from '../../testEnvironment.ts';

describe('the wait flags', () => {
  const options = (...flags: string[]) =>
    parseOptions(runInputs(['apply', '--applyset', 'web', '-f', 'k8s/', ...flags]), '/', testEnvironment());

  it('wait by default, 5 minutes at most, and for pruned objects too', () => {
    expect(options()).toMatchObject({ wait: true, waitTimeoutMs: 300_000, waitForPrunes: true });
  });

  it('take --wait=false, --timeout and --wait-prunes=false as kubectl writes them', () => {
    expect(options('--wait=false', '--timeout', '90s', '--wait-prunes=false')).toMatchObject({
      wait: false,
      waitTimeoutMs: 90_000,
      waitForPrunes: false,
    });
    expect(options('--wait', '--timeout=2m').waitTimeoutMs).toBe(120_000);
  });
});
