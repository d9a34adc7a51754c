import * as yaml from 'js-yaml';
import type { Event } from 'js-yaml';

/**
 * A YAML node with the 1-based line it starts on, for a configuration file whose errors must name
 * the line: every scalar is kept as its text (an input is a string, `5` and `true` included).
 */
export type PositionedNode =
  | { kind: 'scalar'; line: number; value: string }
  | { kind: 'sequence'; line: number; items: PositionedNode[] }
  | { kind: 'mapping'; line: number; entries: Map<string, { keyLine: number; value: PositionedNode }> };

/** What is wrong in the text, and where: the caller names the file. */
export class YamlShapeError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.name = 'YamlShapeError';
    this.line = line;
  }
}

/**
 * The first document of `text` as positioned nodes; undefined when it is empty. Aliases are refused:
 * a configuration file needs none, and they would let one entry silently follow another's changes.
 */
export function parsePositioned(text: string): PositionedNode | undefined {
  let events: Event[];
  try {
    events = yaml.parseEvents(text, { maxDepth: 50 });
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    throw new YamlShapeError((error.mark?.line ?? 0) + 1, `YAML syntax error: ${error.reason}`);
  }
  const lines = lineStarts(text);
  const lineOf = (offset: number) => lineAt(lines, offset);
  let index = events.findIndex((event) => event.type === yaml.EVENT_ID.DOCUMENT) + 1;
  if (index === 0 || events[index] === undefined || events[index]!.type === yaml.EVENT_ID.POP) return undefined;

  const node = (): PositionedNode => {
    const event = events[index++]!;
    switch (event.type) {
      case yaml.EVENT_ID.SCALAR:
        return { kind: 'scalar', line: lineOf(event.valueStart), value: yaml.getScalarValue(text, event) };
      case yaml.EVENT_ID.SEQUENCE: {
        const items: PositionedNode[] = [];
        while (events[index]?.type !== yaml.EVENT_ID.POP) items.push(node());
        index++;
        return { kind: 'sequence', line: lineOf(event.start), items };
      }
      case yaml.EVENT_ID.MAPPING: {
        const entries = new Map<string, { keyLine: number; value: PositionedNode }>();
        while (events[index]?.type !== yaml.EVENT_ID.POP) {
          const key = node();
          if (key.kind !== 'scalar') throw new YamlShapeError(key.line, 'a key must be a plain word');
          const value = node();
          if (entries.has(key.value)) throw new YamlShapeError(key.line, `"${key.value}" is given twice`);
          entries.set(key.value, { keyLine: key.line, value });
        }
        index++;
        return { kind: 'mapping', line: lineOf(event.start), entries };
      }
      case yaml.EVENT_ID.ALIAS:
        throw new YamlShapeError(
          lineOf(event.anchorStart),
          'aliases (*name) are not allowed here: write the value out',
        );
      default:
        throw new YamlShapeError(1, 'unexpected YAML structure');
    }
  };
  return node();
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line holding `offset`. */
function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}
