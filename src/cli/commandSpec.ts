import type { ParentRef } from '../applyset/parentRef.ts';
import type { OutputFormat } from './output.ts';
import type { Cluster } from '../kube/connect.ts';
import type { CommandResult } from '../sets/commandResult.ts';
import type { OpenSet } from '../sets/openSet.ts';

/** What a flag's value completes to: one of a few words, a file, a kubeconfig context, or nothing offered. */
export type ValueCompletion = readonly string[] | 'file' | 'context' | 'none';

/** One flag of a command: how it parses, how its help shows it, what completion offers for its value. */
export interface FlagSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** A value only after `=`: alone it means all (`--allow-destructive-prunes`). */
  optionalValue?: boolean;
  /** How help shows it, when not `--name <value>`: `--prune=false` for a flag that is on by default. */
  shown?: string;
  /** The value's placeholder in help: `<ns>`. */
  value?: string;
  /** Help's text, a line each as help wraps it; its first clause describes the flag in completion. */
  help: string;
  /** What completion offers for its value; none when left out. */
  completes?: ValueCompletion;
}

export type Flags = Readonly<Record<string, FlagSpec>>;

/** The values parseArgs reads for `F`: a string, strings for a repeatable flag, on or off. */
export type FlagValues<F extends Flags> = {
  [K in keyof F]?: F[K]['type'] extends 'boolean' ? boolean : F[K]['multiple'] extends true ? string[] : string;
};

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
  run(args: A, session: Session<O>): Promise<number | CommandResult>;
}

/** A spec with its types inferred from what it holds (the flags' literal types give `parse` its values). */
export function defineCommand<const N extends string, const F extends Flags, A extends CommandArgs, O extends Opens>(
  spec: CommandSpec<N, F, A, O>,
): CommandSpec<N, F, A, O> {
  return spec;
}
