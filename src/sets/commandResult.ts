import { parentRef, type ApplySet } from '../applyset/applySet.ts';
import type { Tooling } from '../applyset/parentTooling.ts';
import type { RequestCounts } from '../kube/requestStats.ts';

/** The version of every tooling command's JSON document; raised when a field changes meaning or goes. */
export const SCHEMA_VERSION = 1;

/** What a tooling command found or did: its JSON document, its text, and its exit code. */
export interface CommandResult {
  document: Record<string, unknown>;
  text: string;
  /** `-o name` (view): one object a line. */
  names?: string[];
  code: number;
}

/** The parent as every document names it. */
export function parentDocument(
  parent: ApplySet,
  tooling: { tooling: Tooling; text: string | undefined },
): Record<string, unknown> {
  const { group, kind, namespace, name } = parentRef(parent);
  return {
    group,
    kind,
    namespace,
    name,
    id: parent.id,
    tooling: tooling.tooling,
    ...(tooling.text === undefined ? {} : { toolingAnnotation: tooling.text }),
  };
}

/** A command's document: the schema's version and the command first, the requests it sent last. */
export function commandDocument(
  command: string,
  body: Record<string, unknown>,
  requests: RequestCounts,
): Record<string, unknown> {
  return { schemaVersion: SCHEMA_VERSION, command, ...body, requests: requests.total };
}
