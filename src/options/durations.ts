/** `850ms`, `3.2s`, `2m 5s`: precise for quick runs, readable for slow ones. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

const DURATION_UNITS_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000 };

/** A duration as kubectl's flags take one (`90s`, `5m`, `1h30m`); a bare number is seconds. Undefined when malformed. */
export function parseDuration(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === '') return undefined;
  const [, h = '0', m = '0', sec = '0'] = match;
  return Number(h) * DURATION_UNITS_MS.h! + Number(m) * DURATION_UNITS_MS.m! + Number(sec) * DURATION_UNITS_MS.s!;
}
