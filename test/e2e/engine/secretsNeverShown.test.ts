import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { renderJson } from '../../../src/report/jsonReport.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { engine, getLive, writeSet } from './harness.ts';

const OLD = 'old-pa55word-value';
const NEW = 'new-pa55word-value';
const DATA = 'ZGF0YS1maWVsZC1zZWNyZXQ='; // base64 of data-field-secret

function secret(password: string) {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db' },
    type: 'Opaque',
    stringData: { password },
    data: { token: DATA },
  };
}

function everyRendering(outcome: RunOutcome): string {
  const doc = outcome;
  return [renderText(doc), renderJson(doc), renderMarkdown(doc)].join('\n');
}

describe('Secret values', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'secret');
  });
  afterAll(() => ns.delete());

  it('reach the server unchanged but never appear in a report, in any form', async () => {
    const forms = (value: string) => [value, Buffer.from(value).toString('base64')];
    const first = await engine('apply', await writeSet([secret(OLD)]), { applyset: 'set', namespace: ns.name });
    const live = await getLive('secret', ns.name, 'db');
    expect(Buffer.from(live?.data?.password ?? '', 'base64').toString()).toBe(OLD);
    expect(live?.data?.token).toBe(DATA);

    const change = await writeSet([secret(NEW)]);
    const preview = await engine('preview', change, { applyset: 'set', namespace: ns.name });
    const applied = await engine('apply', change, { applyset: 'set', namespace: ns.name });
    expect(preview.objects[0]?.diff).toContain('password');
    expect(applied.summary.update).toBe(1);
    const updated = await getLive('secret', ns.name, 'db');
    expect(Buffer.from(updated?.data?.password ?? '', 'base64').toString()).toBe(NEW);
    expect(updated?.data?.token).toBe(DATA);

    for (const outcome of [first, preview, applied]) {
      const shown = everyRendering(outcome);
      for (const value of [...forms(OLD), ...forms(NEW), DATA, 'data-field-secret']) expect(shown).not.toContain(value);
    }
  });
});
