import { describe, expect, it } from 'vitest';
import { resolveMode } from '../../../src/action/resolveMode.ts';

const pushTo = (ref: string) => ({ ref, repository: { full_name: 'acme/shop', default_branch: 'main' } });

describe('resolveMode', () => {
  it.each([
    ['pull_request', 'preview'],
    ['pull_request_target', 'preview'],
    ['push', 'apply'],
    ['workflow_dispatch', 'apply'],
  ])('auto on %s is %s', (event, mode) => {
    expect(resolveMode('auto', event, pushTo('refs/heads/main'))).toBe(mode);
    // An empty input is the default, auto (the runner passes action.yml's default; tests and local runs may not).
    expect(resolveMode('', event, pushTo('refs/heads/main'))).toBe(mode);
  });

  it.each([
    ['a feature branch', 'refs/heads/feature/x', /this push is to feature\/x/],
    ['a tag', 'refs/tags/v1.2.0', /this push is to v1\.2\.0/],
  ])('refuses auto on a push to %s, and says how to deploy from it on purpose', (_, ref, pushed) => {
    expect(() => resolveMode('auto', 'push', pushTo(ref))).toThrow(pushed);
    try {
      resolveMode('auto', 'push', pushTo(ref));
    } catch (error) {
      expect((error as { hint?: string }).hint).toContain('set mode: apply');
    }
    expect(resolveMode('apply', 'push', pushTo(ref))).toBe('apply');
  });

  it('refuses auto on a push whose payload does not say the default branch', () => {
    expect(() => resolveMode('auto', 'push', { ref: 'refs/heads/main' })).toThrow(
      /applies a push only to the default branch/,
    );
  });

  it('takes an explicit mode on any event, in any case', () => {
    expect(resolveMode('apply', 'schedule')).toBe('apply');
    expect(resolveMode('Preview', 'push')).toBe('preview');
    expect(resolveMode(' apply ', 'pull_request')).toBe('apply');
    expect(resolveMode('drift', 'schedule')).toBe('drift');
    expect(resolveMode('verify', 'schedule')).toBe('verify');
    expect(resolveMode('Destroy', 'pull_request')).toBe('destroy');
  });

  it.each(['schedule', 'merge_group', 'release', 'issue_comment', ''])(
    'asks for an explicit mode on the "%s" event',
    (event) => {
      expect(() => resolveMode('auto', event)).toThrow(/mode auto does not know what to do on the .* event/);
      try {
        resolveMode('auto', event);
      } catch (error) {
        expect((error as { hint?: string }).hint).toContain('set mode to preview or apply');
      }
    },
  );

  it('names plan-targets, a mode of targets files, on a step without one', () => {
    expect(() => resolveMode('plan-targets', 'push')).toThrow(
      'mode plan-targets runs on a targets file, and this step names none',
    );
    expect(resolveMode('plan-targets', 'push', {}, 'file')).toBe('plan-targets');
  });

  it('refuses an unknown mode', () => {
    expect(() => resolveMode('deploy', 'push')).toThrow(
      'mode must be auto, preview, apply, drift, verify, destroy, tree, render, report or render-diff, not "deploy"',
    );
  });
});
