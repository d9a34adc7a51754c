import { isDeepStrictEqual } from 'node:util';
import { type FieldPath, type IgnoreRule, PROTECTED_POINTERS } from '../options/ignoreDifferences.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { removeEmptied, removeFields, setValueAt, valueAt } from './fieldLocations.ts';
import { fieldOwners, fieldsOwnedBy } from './managedFieldPaths.ts';

/** What the ignore-differences rules make of one member. */
export interface Ignoring {
  /** What is applied: the manifest without the ignored fields (or with their live values, see {@link ignoreFields}). */
  object: KubeObject;
  /** The ignored fields, left out of the comparison of the live object with the dry-run's answer. */
  paths: FieldPath[];
  /** Ignored fields the manifest sets otherwise than the live object has them: the differences not applied. */
  differences: number;
  /** Where the rules that ignored those differences are written. */
  rules: string[];
}

/**
 * Applies the member's rules (those {@link rulesFor} chose) to its manifest, given the live object
 * (undefined when it does not exist: then the manifest is applied as written, ignored fields
 * included, as the first values of a new object). An ignored field the manifest sets is left out
 * of the applied configuration, so that this run's field manager lets go of it and the live value
 * stands (Argo CD's RespectIgnoreDifferences). One exception: a field this run's manager alone owns
 * would be deleted by the API server if left out (server-side apply removes what its only owner
 * stops applying), so it is applied with its live value instead, which keeps it as it is, whether
 * the manifest still sets it or not.
 */
export function ignoreFields(
  object: KubeObject,
  live: KubeObject | undefined,
  rules: readonly IgnoreRule[],
  fieldManager: string,
): Ignoring {
  const found = new Map<string, { path: FieldPath; rule: IgnoreRule }>();
  for (const rule of rules) {
    // A manager's name is whatever the writer says it is: one who may patch the object may write as
    // `sidecar-injector`. So what a manager owns is ignored only where the manifest sets nothing, or a
    // patch under a trusted name would hide a change to what the manifests say; a path the rule names is
    // ignored whoever wrote it.
    const owned = live
      ? fieldsOwnedBy(live, rule.managedFieldsManagers).filter(
          (path) => !isProtected(path) && valueAt(object, path) === undefined,
        )
      : [];
    for (const path of [...rule.jsonPointers, ...rule.fieldPaths, ...owned]) {
      const key = JSON.stringify(path);
      if (!found.has(key)) found.set(key, { path, rule });
    }
  }
  const paths = [...found.values()].map(({ path }) => path);
  if (!live) return { object, paths, differences: 0, rules: [] };
  const applied = structuredClone(object);
  const removed: FieldPath[] = [];
  const matched = new Set<string>();
  let differences = 0;
  for (const { path, rule } of found.values()) {
    const wanted = valueAt(object, path);
    const current = valueAt(live, path);
    const owners = current === undefined ? undefined : fieldOwners(live, path, fieldManager);
    const keep = owners !== undefined && owners.ours && !owners.others;
    // Nothing of this run's there: the apply leaves the field as it is, rule or not.
    if (wanted === undefined && !keep) continue;
    if (!isDeepStrictEqual(wanted, current)) {
      differences++;
      matched.add(rule.where);
    }
    if (keep && setValueAt(applied, path, structuredClone(current))) continue;
    removed.push(path);
  }
  removeFields(applied, removed);
  removeEmptied(applied, removed);
  return { object: applied, paths, differences, rules: [...matched] };
}

/** A path to, into or above a field no rule may ignore (see PROTECTED_POINTERS): a manager's label writes included. */
function isProtected(path: FieldPath): boolean {
  return PROTECTED_POINTERS.some((kept) => kept.every((token, i) => i >= path.length || path[i] === token));
}
