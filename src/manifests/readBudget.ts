/**
 * What one run may read, so that manifests from a pull request cannot exhaust the runner's memory:
 * bytes of files and rendered kustomizations, and nodes that YAML aliases expand to (an "alias bomb"
 * of a few hundred bytes expands to billions; go-yaml refuses such documents as "excessive aliasing").
 */
export class ReadBudget {
  /** Far above any real set (the 5,000-object benchmark reads 4 MiB), far below a runner's memory. */
  static readonly MAX_BYTES = 256 * 1024 * 1024;
  /** Nodes that aliases may add across a run; a real manifest's aliases add a few hundred. */
  static readonly MAX_ALIAS_NODES = 1_000_000;

  /** What the budget started with, for messages. */
  readonly maxBytes: number;
  private bytesLeft: number;
  private aliasNodesLeft: number;

  constructor(maxBytes = ReadBudget.MAX_BYTES, maxAliasNodes = ReadBudget.MAX_ALIAS_NODES) {
    this.maxBytes = maxBytes;
    this.bytesLeft = maxBytes;
    this.aliasNodesLeft = maxAliasNodes;
  }

  /** Whether `bytes` more fit; takes them when they do. */
  takeBytes(bytes: number): boolean {
    if (bytes > this.bytesLeft) return false;
    this.bytesLeft -= bytes;
    return true;
  }

  /** How many more nodes aliases may add. */
  get aliasNodes(): number {
    return this.aliasNodesLeft;
  }

  /** Records nodes that aliases added (at most {@link aliasNodes}). */
  spendAliasNodes(nodes: number): void {
    this.aliasNodesLeft -= Math.max(0, nodes);
  }
}

/** `bytes` in MiB for messages: `1.5`, `256`. */
export function mebibytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}
