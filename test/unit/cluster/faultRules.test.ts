import { describe, expect, it } from 'vitest';
import { FaultSchedule, type FaultRule } from '../../cluster/faultProxy/faultRules.ts';
import { readRequestInfo } from '../../cluster/faultProxy/requestInfo.ts';

const create = readRequestInfo('POST', '/api/v1/namespaces/shop/configmaps');
const get = readRequestInfo('GET', '/api/v1/namespaces/shop/configmaps/web');
const throttle: FaultRule['fault'] = { kind: 'throttle' };
const reset: FaultRule['fault'] = { kind: 'reset', at: 'body' };

/** The fault kinds a schedule decides for a sequence of requests. */
function decisions(
  rules: FaultRule[],
  sequence: ReturnType<typeof readRequestInfo>[],
  random = () => 0,
): (string | undefined)[] {
  const schedule = new FaultSchedule(rules, random);
  return sequence.map((request) => schedule.decide(request)?.kind);
}

describe('FaultSchedule', () => {
  it('hits the request after the first N of its verb, `times` times, and counts no other verb', () => {
    const rules: FaultRule[] = [{ fault: throttle, verbs: ['create'], after: 2, times: 2 }];
    expect(decisions(rules, [create, get, create, get, create, create, create])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'throttle',
      'throttle',
      undefined,
    ]);
  });

  it('hits a share of requests, drawing one number per matching request', () => {
    const draws = [0.1, 0.5, 0.19, 0.2, 0.9];
    const rules: FaultRule[] = [{ fault: throttle, share: 0.2 }];
    expect(decisions(rules, [get, get, get, get, get], () => draws.shift() ?? 1)).toEqual([
      'throttle',
      undefined,
      'throttle',
      undefined,
      undefined,
    ]);
  });

  it('lets the first rule that hits decide, while every matching rule counts the request', () => {
    const rules: FaultRule[] = [
      { fault: reset, times: 1 },
      { fault: throttle, after: 1, times: 1 },
    ];
    // The second rule saw the first request too: the second is its second match, past `after: 1`.
    expect(decisions(rules, [get, get, get])).toEqual(['reset', 'throttle', undefined]);
  });

  it('applies a condition on the request', () => {
    const rules: FaultRule[] = [{ fault: throttle, when: (request) => request.name === 'web' }];
    expect(decisions(rules, [create, get])).toEqual([undefined, 'throttle']);
  });
});
