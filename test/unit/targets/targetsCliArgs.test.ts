import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';

describe('--targets-file on the command line', () => {
  it('names the file, the targets and the commit to compare with; the other flags apply to every target', () => {
    expect(
      parseCliArgs([
        'apply',
        '--targets-file',
        '.github/applysets.yaml',
        '--only-target',
        'a',
        '--only-target',
        'b',
        '--changed-since',
        'origin/main',
        '--timeout',
        '90s',
      ]),
    ).toMatchObject({
      command: 'apply',
      targets: { file: '.github/applysets.yaml', names: ['a', 'b'], changedSince: 'origin/main' },
      inputs: { timeout: '90s' },
    });
    expect(parseCliArgs(['preview', '-f', 'k8s/', '--applyset', 'shop'])).not.toHaveProperty('targets');
  });

  it("refuses a set's own flags beside it, and --only-target or --changed-since without it", () => {
    expect(() => parseCliArgs(['preview', '--targets-file', 't.yaml', '-f', 'k8s/', '--applyset', 'shop'])).toThrow(
      '--file, --applyset cannot be given with --targets-file',
    );
    expect(() => parseCliArgs(['preview', '--only-target', 'a', '-f', 'k8s/'])).toThrow(
      '--only-target needs --targets-file',
    );
    expect(() => parseCliArgs(['preview', '--changed-since', 'main', '-f', 'k8s/'])).toThrow(
      '--changed-since needs --targets-file',
    );
  });

  // Renamed before the first release: --targets and --target one letter apart, --concurrency the workflow's own key.
  it('refuses the flags renamed before the first release, naming the new one', () => {
    for (const [old, now] of [
      ['--targets', '--targets-file'],
      ['--target', '--only-target'],
      ['--concurrency', '--max-requests-in-flight'],
    ] as const)
      expect(() => parseCliArgs(['apply', old, 'x', '-f', 'k8s/', '--applyset', 'shop']), old).toThrow(
        `${old} is now ${now}`,
      );
  });
});
