// How each report shows the health the wait found: kubectl-like lines, the markdown of the comment
// and job summary (a failure's message escaped, as it comes from the cluster), the JSON document.
import { describe, expect, it } from 'vitest';
import { renderJson } from '../../../src/report/jsonReport.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { formatObjectLine, renderText } from '../../../src/report/textReport.ts';
import { planDocument, planObject } from './planFixtures.ts';

const objects = [
  planObject({ action: 'create', group: 'apps', kind: 'Deployment', name: 'web', result: 'created', health: 'ready' }),
  planObject({
    action: 'update',
    group: 'apps',
    kind: 'Deployment',
    name: 'api',
    result: 'configured',
    health: 'failed',
    message: 'pod api-1 container app: CrashLoopBackOff (exit 1: <b>boom</b> @team)',
  }),
  planObject({
    action: 'create',
    group: 'batch',
    kind: 'Job',
    name: 'migrate',
    result: 'created',
    health: 'not waited',
    message: '0 active',
  }),
];
const applied = planDocument(objects, { mode: 'apply', health: { ready: 1, failed: 1, timedOut: 0, notWaited: 1 } });

describe('health in the reports', () => {
  it('adds the health to the object lines and the counts line', () => {
    expect(formatObjectLine(objects[0]!, 'apply', { showNamespace: false })).toBe('deployment.apps/web created, ready');
    expect(formatObjectLine(objects[1]!, 'apply', { showNamespace: false })).toBe(
      'deployment.apps/api configured, failed: pod api-1 container app: CrashLoopBackOff (exit 1: <b>boom</b> @team)',
    );
    expect(renderText(applied).split('\n').at(-1)).toBe(
      'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): 2 created, 1 configured, 0 pruned, 0 unchanged in 3.2s; 1 ready, 1 failed, 1 not waited',
    );
  });

  it('after the CLI said each object as it was applied, repeats only those the wait had news of, then the summary', () => {
    const lines = renderText(applied, { shownLive: true }).split('\n');
    expect(lines.filter((line) => line.startsWith('deployment.apps/web'))).toEqual([]);
    expect(lines.filter((line) => !line.startsWith('ApplySet')).map((line) => line.split(' ')[0])).toEqual([
      'job.batch/migrate',
      'deployment.apps/api',
    ]);
    expect(lines.at(-1)).toMatch(/^ApplySet applyset-\S+ \(secret\/web in namespace shop\): 2 created/);
  });

  it("says a ready object's note (a LoadBalancer Service without its address) in text and markdown", () => {
    const service = planObject({
      action: 'create',
      kind: 'Service',
      name: 'frontend-external',
      result: 'created',
      health: 'ready',
      message: 'no load balancer address assigned yet',
    });
    expect(formatObjectLine(service, 'apply', { showNamespace: false })).toBe(
      'service/frontend-external created, ready (no load balancer address assigned yet)',
    );
    expect(
      renderMarkdown(
        planDocument([service], { mode: 'apply', health: { ready: 1, failed: 0, timedOut: 0, notWaited: 0 } }),
      ),
    ).toContain('· ready (no load balancer address assigned yet)');
  });

  it('shows it in markdown, with what the cluster said escaped', () => {
    const markdown = renderMarkdown(applied);
    expect(markdown).toContain(
      '### ApplySet apply: 2 created, 1 configured, 0 pruned, 0 unchanged; 1 ready, 1 failed, 1 not waited',
    );
    expect(markdown).toContain('`deployment.apps/web` in `shop` · ready');
    expect(markdown).not.toContain('<b>');
    expect(markdown).not.toMatch(/(^|[^\\])@team/);
    expect(markdown).toMatch(
      /`deployment\.apps\/api` in `shop` · \*\*failed\*\*: pod api-1 container app: CrashLoopBackOff/,
    );
  });

  it('writes the health counts after the summary in JSON, and nothing of them in a preview', () => {
    const json = JSON.parse(renderJson(applied)) as Record<string, unknown>;
    expect(Object.keys(json).slice(0, 6)).toEqual([
      'schemaVersion',
      'mode',
      'applyset',
      'summary',
      'health',
      'objects',
    ]);
    expect((json['objects'] as object[])[1]).toMatchObject({
      result: 'configured',
      health: 'failed',
      message: expect.stringContaining('CrashLoopBackOff'),
    });
    expect(
      JSON.parse(renderJson(planDocument(objects.map(({ health: _h, message: _m, result: _r, ...o }) => o)))),
    ).not.toHaveProperty('health');
  });
});
