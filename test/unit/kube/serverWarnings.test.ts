import { describe, expect, it } from 'vitest';
import { warningTexts } from '../../../src/kube/serverWarnings.ts';

describe("the API server's Warning headers", () => {
  it('are read as their quoted text, unescaped, each once and in order', () => {
    const headers = [
      '299 - "apps/v1beta1 Deployment is deprecated in v1.9+, unavailable in v1.16+; use apps/v1 Deployment"',
      '299 - "would violate PodSecurity \\"restricted:latest\\": allowPrivilegeEscalation != false"',
      '299 - "apps/v1beta1 Deployment is deprecated in v1.9+, unavailable in v1.16+; use apps/v1 Deployment"',
    ];
    expect(warningTexts(headers)).toEqual([
      'apps/v1beta1 Deployment is deprecated in v1.9+, unavailable in v1.16+; use apps/v1 Deployment',
      'would violate PodSecurity "restricted:latest": allowPrivilegeEscalation != false',
    ]);
  });

  it('keeps a header not in the RFC form as it came, and none when there is none', () => {
    expect(warningTexts(['something odd, without a code'])).toEqual(['something odd, without a code']);
    expect(warningTexts(undefined)).toEqual([]);
  });

  it('takes at most 20 of a flood, each cut to 1,000 characters', () => {
    const flood = Array.from({ length: 500 }, (_, i) => `299 - "warning ${i} ${'x'.repeat(2_000)}"`);
    const texts = warningTexts(flood);
    expect(texts).toHaveLength(20);
    expect(texts[0]).toHaveLength(1_001);
  });
});
