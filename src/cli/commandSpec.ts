import type { ParentRef } from '../applyset/parentRef.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import type { OutputFormat } from './output.ts';
import type { Flags, FlagValues } from '../options/flagSpec.ts';
import type { Cluster } from '../kube/connect.ts';
import type { CommandResult } from '../sets/commandResult.ts';
import type { OpenSet } from '../sets/openSet.ts';

/**
 * What the dispatcher opens before a command runs: nothing (the command opens what it needs itself),
 * a connection, a set read without its lock, or a set under its lock.
 */
export type Opens = 'nothing' | 'cluster' | 'read' | 'write';

/** What was opened, as the command is handed it. */
export type Session<O extends Opens> = O extends 'nothing'
  ? { opened: O }
  : O extends 'cluster'
    ? { opened: O; cluster: Cluster }
    : { opened: O; set: OpenSet };

/** The set a command opens, and how it writes: what the dispatcher needs to open it. */
export interface SetArgs {
  target: {
    applyset: ParentRef | undefined;
    namespace: string | undefined;
    kubeconfigPath: string | undefined;
    context: string | undefined;
    concurrency: number;
  };
  /** --adopt: a write may act on a set another tool manages. */
  adopt: boolean;
  lockTimeoutSeconds: number;
}

/** What the shell gives a command: its environment, read once by the CLI's entry (src/cli.ts), as the action's runner context is. */
export interface Shell {
  /** The variables the engine uses (KUBECONFIG, PATH, proxies ...). */
  environment: RunEnvironment;
  /** Any variable by its name: a target's kubeconfig-env, the GitHub Actions run a render records. */
  variable(name: string): string | undefined;
}

/** What every command's parsed arguments hold. */
export interface CommandArgs {
  output: OutputFormat;
  /** --debug: a failure is printed with its causes and their stacks. */
  debug?: true;
}

/**
 * One CLI command: its help, its flags, its outputs, what it opens, and `run`. `parse` turns the
 * flags into typed arguments and refuses what does not fit before anything loads; `run` loads what
 * it works with when called, so help, completion and a refused line never load the engine.
 */
export interface CommandSpec<N extends string, F extends Flags, A extends CommandArgs, O extends Opens> {
  name: N;
  /** One line, for completion's list of commands. */
  summary: string;
  /** Help's first line(s), from `Usage:`. */
  usage: string;
  /** What it does, as help says it. */
  about: string;
  flags: F;
  /** The -o formats it prints, the default first. */
  outputs: readonly OutputFormat[];
  /** Help's last paragraph; preview, apply and drift say theirs in `about`. */
  exitCodes?: string;
  parse(values: FlagValues<F>): A;
  opens(args: A): O;
  /** Its exit code when it printed its own report; its result when the dispatcher prints it in the -o asked. */
  run(args: A, session: Session<O>, shell: Shell): Promise<number | CommandResult>;
}

/** A spec with its types inferred from what it holds (the flags' literal types give `parse` its values). */
export function defineCommand<const N extends string, const F extends Flags, A extends CommandArgs, O extends Opens>(
  spec: CommandSpec<N, F, A, O>,
): CommandSpec<N, F, A, O> {
  return spec;
}
