/** Whether parsed YAML or JSON is a mapping (an object with string keys), not a list, scalar or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
