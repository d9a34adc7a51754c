import { describe, expect, it } from 'vitest';
import { matchesPatterns, triggers } from '../../workflows/act/workflowTriggers.ts';

const on = (events: Record<string, Record<string, unknown>>) => new Map(Object.entries(events));
const pullRequest = (action: string, base = 'main') => ({ action, pull_request: { base: { ref: base } } });

describe('triggers (which workflows GitHub starts, where act starts every one that names the event)', () => {
  it('runs pull_request for opened, synchronize and reopened unless types says otherwise', () => {
    const plain = on({ pull_request: {} });
    for (const action of ['opened', 'synchronize', 'reopened'])
      expect(triggers(plain, { name: 'pull_request', payload: pullRequest(action), changedFiles: [] })).toBe(true);
    expect(triggers(plain, { name: 'pull_request', payload: pullRequest('closed'), changedFiles: [] })).toBe(false);
    const closing = on({ pull_request: { types: ['closed'] } });
    expect(triggers(closing, { name: 'pull_request', payload: pullRequest('closed'), changedFiles: [] })).toBe(true);
    expect(triggers(closing, { name: 'pull_request', payload: pullRequest('opened'), changedFiles: [] })).toBe(false);
  });

  it('runs only for the events the workflow names', () => {
    expect(triggers(on({ push: {} }), { name: 'schedule', payload: {}, changedFiles: [] })).toBe(false);
    expect(
      triggers(on({ schedule: {} }), { name: 'schedule', payload: { schedule: '17 6 * * *' }, changedFiles: [] }),
    ).toBe(true);
  });

  it("matches a push's branch or tag and a pull request's base branch", () => {
    const main = on({ push: { branches: ['main'] }, pull_request: { branches: ['main'] } });
    expect(triggers(main, { name: 'push', payload: { ref: 'refs/heads/main' }, changedFiles: [] })).toBe(true);
    expect(triggers(main, { name: 'push', payload: { ref: 'refs/heads/feature' }, changedFiles: [] })).toBe(false);
    // Filtered by branches only: a tag push does not run it.
    expect(triggers(main, { name: 'push', payload: { ref: 'refs/tags/v1' }, changedFiles: [] })).toBe(false);
    expect(triggers(main, { name: 'pull_request', payload: pullRequest('opened', 'release'), changedFiles: [] })).toBe(
      false,
    );
    const ignoring = on({ push: { 'branches-ignore': ['wip/**'] } });
    expect(triggers(ignoring, { name: 'push', payload: { ref: 'refs/heads/wip/a/b' }, changedFiles: [] })).toBe(false);
    expect(triggers(ignoring, { name: 'push', payload: { ref: 'refs/heads/main' }, changedFiles: [] })).toBe(true);
  });

  it('runs when a changed file matches paths, and unless every changed file matches paths-ignore', () => {
    const paths = on({ push: { paths: ['deploy/shop/**'] } });
    const push = (changedFiles: string[]) => ({ name: 'push', payload: { ref: 'refs/heads/main' }, changedFiles });
    expect(triggers(paths, push(['README.md', 'deploy/shop/02-config.yaml']))).toBe(true);
    expect(triggers(paths, push(['README.md']))).toBe(false);
    const ignore = on({ push: { 'paths-ignore': ['docs/**'] } });
    expect(triggers(ignore, push(['docs/a.md']))).toBe(false);
    expect(triggers(ignore, push(['docs/a.md', 'src/a.ts']))).toBe(true);
  });

  it("reads patterns as GitHub's filter cheat sheet says", () => {
    expect(matchesPatterns(['*'], 'main')).toBe(true);
    expect(matchesPatterns(['*'], 'feature/a')).toBe(false);
    expect(matchesPatterns(['**'], 'feature/a')).toBe(true);
    expect(matchesPatterns(['releases/**', '!releases/**-alpha'], 'releases/v1-alpha')).toBe(false);
    expect(matchesPatterns(['!releases/**-alpha', 'releases/**'], 'releases/v1-alpha')).toBe(true);
    expect(matchesPatterns(['v[12].[0-9]+.[0-9]+'], 'v1.10.3')).toBe(true);
    expect(matchesPatterns(['v2?'], 'v')).toBe(true);
    expect(matchesPatterns(['a.b'], 'axb')).toBe(false);
  });
});
