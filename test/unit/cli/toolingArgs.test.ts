import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';

const refused = (...argv: string[]) => {
  try {
    parseCliArgs(argv);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('the flags of the commands on sets', () => {
  it('reads a set, its namespace, its output and its consent', () => {
    expect(
      parseCliArgs([
        'delete',
        '--applyset',
        'configmaps/app',
        '-n',
        'shop',
        '--yes',
        '--allow-destructive-prunes',
        '--timeout',
        '90s',
        '-o',
        'json',
      ]),
    ).toMatchObject({
      command: 'delete',
      target: { applyset: { text: 'configmaps/app' }, namespace: 'shop' },
      yes: true,
      consent: {
        kinds: new Set(['Namespace', 'CustomResourceDefinition', 'PersistentVolumeClaim', 'PersistentVolume']),
      },
      timeoutMs: 90_000,
      hooks: true,
      output: 'json',
    });
    // helm uninstall's --no-hooks: the recorded pre-delete and post-delete hooks are not run.
    expect(parseCliArgs(['delete', '--applyset', 'app', '--yes', '--no-hooks'])).toMatchObject({ hooks: false });
    expect(
      parseCliArgs(['migrate', '--applyset', 'app', '-l', 'app=shop', '--kinds', 'Deployment.apps, ConfigMap']),
    ).toMatchObject({
      selector: 'app=shop',
      kinds: [
        { group: 'apps', kind: 'Deployment' },
        { group: '', kind: 'ConfigMap' },
      ],
    });
    expect(parseCliArgs(['view', '--help'])).toEqual({ command: 'help', topic: 'view' });
    // -A --fix: every set, each fixed under its own lock.
    expect(parseCliArgs(['verify', '-A', '--fix', '--adopt'])).toMatchObject({
      allNamespaces: true,
      fix: true,
      adopt: true,
    });
  });

  it('refuses what a command does not take, naming it', () => {
    expect(refused('view', '--applyset', 'app', '-o', 'markdown')).toBe(
      'view -o must be text, json, yaml or name, not "markdown"',
    );
    expect(refused('history', '--applyset', 'app', '-o', 'name')).toBe('history -o must be text or json, not "name"');
    expect(refused('view')).toBe('view needs --applyset');
    expect(refused('list', '-n', 'a', '-A')).toBe('give -n or -A, not both');
    expect(refused('verify')).toBe('verify needs --applyset (one set) or -A (every set)');
    expect(refused('verify', '--applyset', 'app', '-A')).toBe('verify needs --applyset (one set) or -A (every set)');
    expect(refused('migrate', '--applyset', 'app')).toContain('migrate needs --selector');
    expect(refused('delete', '--applyset', 'app', '--timeout', 'soon')).toBe(
      '--timeout must be a duration such as 90s or 5m, not "soon"',
    );
    expect(refused('delete', '--applyset', 'app', '--allow-destructive-prunes=pods')).toContain(
      '--allow-destructive-prunes must be true, false or kinds among',
    );
  });
});
