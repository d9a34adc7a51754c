/** A workload's `spec.selector`: matchLabels and matchExpressions, as the API defines them. */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** Whether labels match a selector; an empty selector matches nothing here, as a workload's must not be empty. */
export function selectorMatches(selector: LabelSelector, labels: Record<string, string> = {}): boolean {
  const pairs = Object.entries(selector.matchLabels ?? {});
  const expressions = selector.matchExpressions ?? [];
  if (pairs.length === 0 && expressions.length === 0) return false;
  if (!pairs.every(([key, value]) => labels[key] === value)) return false;
  return expressions.every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key]!);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]!);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        return false;
    }
  });
}
