import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';

describe('--targets on the command line', () => {
  it('names the file, the targets and the commit to compare with; the other flags apply to every target', () => {
    expect(
      parseCliArgs([
        'apply',
        '--targets',
        '.github/applysets.yaml',
        '--target',
        'a',
        '--target',
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

  it("refuses a set's own flags beside it, and --target or --changed-since without it", () => {
    expect(() => parseCliArgs(['preview', '--targets', 't.yaml', '-f', 'k8s/', '--applyset', 'shop'])).toThrow(
      '--file, --applyset cannot be given with --targets',
    );
    expect(() => parseCliArgs(['preview', '--target', 'a', '-f', 'k8s/'])).toThrow('--target needs --targets');
    expect(() => parseCliArgs(['preview', '--changed-since', 'main', '-f', 'k8s/'])).toThrow(
      '--changed-since needs --targets',
    );
  });
});
