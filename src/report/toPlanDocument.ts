import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import type { DocumentObject, ObjectResult, PlanDocument, Summary } from './planDocument.ts';

const RESULT_TO_ACTION = { created: 'create', configured: 'update', unchanged: 'unchanged', pruned: 'prune' } as const;

/** The plan (and, for an apply, what was done) as the one document every report renders. */
export function toPlanDocument(
  plan: Plan,
  mode: 'preview' | 'apply',
  results: Map<PlanEntry, ObjectResult> | undefined,
  durationMs: number,
  warnings: string[],
): PlanDocument {
  const { parent } = plan.parent;
  const summary: Summary = { create: 0, update: 0, unchanged: 0, prune: 0 };
  const objects = plan.entries.map((entry): DocumentObject => {
    const result = results?.get(entry);
    if (mode === 'preview') summary[entry.action]++;
    else if (result) summary[RESULT_TO_ACTION[result]]++;
    return documentObject(entry, result);
  });
  return {
    mode,
    applyset: { id: parent.id, parent: { group: parent.info.group, kind: parent.info.kind, namespace: parent.namespace, name: parent.name } },
    objects,
    summary,
    warnings,
    durationMs,
  };
}

/** One plan entry as the document shows it. */
export function documentObject(entry: PlanEntry, result: ObjectResult | undefined): DocumentObject {
  const { group, version, kind, namespace, name } = entry.ref;
  return {
    action: entry.action,
    group,
    version,
    kind,
    namespace,
    name,
    ...(entry.member ? { source: `${entry.member.source.file}:${entry.member.source.line}` } : {}),
    ...(entry.diff ? { diff: entry.diff } : {}),
    // A reason explains a planned action; once done, the result speaks for itself.
    ...(entry.reason && !result ? { reason: entry.reason } : {}),
    ...(result ? { result } : {}),
  };
}
