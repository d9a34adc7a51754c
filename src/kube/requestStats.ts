/** Requests sent by this process, by HTTP method: what the benchmarks and the no-op test read. */
export class RequestStats {
  readonly byMethod = new Map<string, number>();
  retries = 0;

  count(method: string): void {
    this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const n of this.byMethod.values()) sum += n;
    return sum;
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries([...this.byMethod].sort(([a], [b]) => a.localeCompare(b)));
  }
}
