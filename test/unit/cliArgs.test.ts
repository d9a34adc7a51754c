import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../src/cliArgs.ts';
import { parseOptions } from '../../src/options.ts';

describe('parseCliArgs', () => {
  it('reads drift as a preview that takes over conflicting fields, its verdict the exit code', () => {
    const parsed = parseCliArgs(['drift', '--applyset', 'shop', '-n', 'shop', '-f', 'k8s/']);
    expect(parsed.command).toBe('drift');
    expect(parsed.inputs).toMatchObject({ mode: 'preview', applyset: 'shop', namespace: 'shop', manifests: 'k8s/', 'force-conflicts': 'true' });
  });

  it('prints whole termination messages only when asked', () => {
    expect(parseCliArgs(['apply', '--applyset', 'shop', '-f', 'k8s/']).inputs['log-termination-messages']).toBeUndefined();
    expect(parseCliArgs(['apply', '--applyset', 'shop', '-f', 'k8s/', '--log-termination-messages']).inputs['log-termination-messages']).toBe('true');
  });

  it('names the commands when given another', () => {
    expect(() => parseCliArgs(['deploy'])).toThrow('unknown command "deploy"');
  });

  it('allows every destructive prune with the bare flag, and the kinds given after =', () => {
    const args = ['apply', '--applyset', 'shop', '-f', 'k8s/'];
    expect(parseCliArgs(args).inputs['allow-destructive-prunes']).toBeUndefined();
    expect(parseCliArgs([...args, '--allow-destructive-prunes']).inputs['allow-destructive-prunes']).toBe('true');
    expect(parseCliArgs([...args, '--allow-destructive-prunes=Namespace,crd']).inputs['allow-destructive-prunes']).toBe('Namespace,crd');
  });

  it('fetches the remote bases a kustomization names, as --help says', () => {
    const options = parseOptions(parseCliArgs(['preview', '--applyset', 'shop', '-f', 'k8s/']).inputs, process.cwd());
    expect(options.remoteBases).toBe(true);
    expect(USAGE.replace(/\s+/g, ' ')).toContain('which fetches the remote bases and resources it names (git and https URLs) from the network: give only kustomizations you trust');
  });
});
