import type { ApplySetParent } from '../applyset/parentState.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import type { Tooling } from './openSet.ts';

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
export function parentDocument(parent: ApplySetParent, tooling: { tooling: Tooling; text: string | undefined }): Record<string, unknown> {
  return {
    group: parent.info.group,
    kind: parent.info.kind,
    namespace: parent.namespace,
    name: parent.name,
    id: parent.id,
    tooling: tooling.tooling,
    ...(tooling.text === undefined ? {} : { toolingAnnotation: tooling.text }),
  };
}

/** A command's document: the schema's version and the command first, the requests it sent last. */
export function commandDocument(command: string, body: Record<string, unknown>, requests: RequestCounts): Record<string, unknown> {
  return { schemaVersion: SCHEMA_VERSION, command, ...body, requests: requests.total };
}
