import type { ObjectResult } from '../outcome/runOutcome.ts';

/**
 * What a part of the text report is, for a terminal's colours: an object's verb (what was done,
 * or in a preview what would be, in kubectl's words), or a line of a diff.
 */
export type TextStyle = ObjectResult | 'not compared' | 'added' | 'removed' | 'hunk' | 'header';

/** How the report's caller shows each part; the text it is given is already escaped. */
export type Paint = (style: TextStyle, text: string) => string;

/** Text as it is: the action's log, the job summary, any output but a terminal's. */
export const PLAIN: Paint = (_style, text) => text;

/** A unified diff, each line painted as what it is: file headers, hunk headers, lines added and removed. */
export function paintDiff(diff: string, paint: Paint): string {
  if (paint === PLAIN) return diff;
  return diff
    .split('\n')
    .map((line) => {
      const style: TextStyle | undefined = /^(\+\+\+|---)( |$)/.test(line)
        ? 'header'
        : line.startsWith('@@')
          ? 'hunk'
          : line.startsWith('+')
            ? 'added'
            : line.startsWith('-')
              ? 'removed'
              : undefined;
      return style ? paint(style, line) : line;
    })
    .join('\n');
}
