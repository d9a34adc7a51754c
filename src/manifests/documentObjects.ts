import { UserError } from '../common/errors.ts';
import type { ManifestObject, SourceLocation } from '../kube/manifestObject.ts';
import { validateObject } from './validateObject.ts';

/** A parsed document, its line and the lines of its List items, already mapped to where the user should look. */
export interface LocatedDocument {
  value: unknown;
  source: SourceLocation;
  itemSources: SourceLocation[];
}

/**
 * The objects a document holds: itself, or the items of a List (`kind: List`, or any `*List` kind with an
 * `items` array, e.g. the output of `kubectl get -o yaml`), flattened, each validated.
 */
export function documentObjects(document: LocatedDocument): { objects: ManifestObject[]; errors: UserError[] } {
  const objects: ManifestObject[] = [];
  const errors: UserError[] = [];
  const visit = (value: unknown, source: SourceLocation, itemSources: SourceLocation[]): void => {
    const items = listItems(value);
    if (items === undefined) {
      const validated = validateObject(value, source);
      if (validated.ok) objects.push({ object: validated.object, source });
      else errors.push(...validated.errors);
      return;
    }
    if (!Array.isArray(items)) {
      errors.push(
        new UserError('List items must be a sequence of objects', {
          hint: 'Write `items:` as a sequence of objects, each starting with `- `',
          source,
        }),
      );
      return;
    }
    // Items of a nested List have no lines of their own: they get the nested List's line.
    items.forEach((item, index) => visit(item, itemSources[index] ?? source, []));
  };
  visit(document.value, document.source, document.itemSources);
  return { objects, errors };
}

/** The items of a List, or undefined when the value is not a List. */
function listItems(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { kind, items } = value as Record<string, unknown>;
  if (kind === 'List') return items ?? [];
  return typeof kind === 'string' && kind.endsWith('List') && Array.isArray(items) ? items : undefined;
}
