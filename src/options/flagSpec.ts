/** The CLI's flags as the input table declares them: how each parses, shows in help and completes. */
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
