import { describe, expect, it } from 'vitest';
import { resolveMode } from '../../../src/action/resolveMode.ts';

describe('resolveMode', () => {
  it.each([
    ['pull_request', 'preview'],
    ['pull_request_target', 'preview'],
    ['push', 'apply'],
    ['workflow_dispatch', 'apply'],
  ])('auto on %s is %s', (event, mode) => {
    expect(resolveMode('auto', event)).toBe(mode);
    // An empty input is the default, auto (the runner passes action.yml's default; tests and local runs may not).
    expect(resolveMode('', event)).toBe(mode);
  });

  it('takes an explicit mode on any event, in any case', () => {
    expect(resolveMode('apply', 'schedule')).toBe('apply');
    expect(resolveMode('Preview', 'push')).toBe('preview');
    expect(resolveMode(' apply ', 'pull_request')).toBe('apply');
    expect(resolveMode('drift', 'schedule')).toBe('drift');
  });

  it.each(['schedule', 'merge_group', 'release', 'issue_comment', ''])('asks for an explicit mode on the "%s" event', (event) => {
    expect(() => resolveMode('auto', event)).toThrow(/mode auto does not know what to do on the .* event/);
    try {
      resolveMode('auto', event);
    } catch (error) {
      expect((error as { hint?: string }).hint).toContain('set mode to preview or apply');
    }
  });

  it('refuses an unknown mode', () => {
    expect(() => resolveMode('deploy', 'push')).toThrow('mode must be auto, preview, apply or drift, not "deploy"');
  });
});
