import { TOOL_NAME, TOOLING_ANNOTATION } from './applySetKeys.ts';

/** Which tool manages a set, by its parent's tooling annotation: this one, kubectl, or another. */
export type Tooling = 'ours' | 'kubectl' | 'other';

/** The parent's tooling annotation, read as kubectl reads it: the tool's name is what stands before the last `/`. */
export function toolingOf(annotations: Record<string, string> | undefined): {
  tooling: Tooling;
  text: string | undefined;
} {
  const text = annotations?.[TOOLING_ANNOTATION];
  const name = text?.slice(0, Math.max(0, text.lastIndexOf('/')));
  return { tooling: name === TOOL_NAME ? 'ours' : name === 'kubectl' ? 'kubectl' : 'other', text };
}
