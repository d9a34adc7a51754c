import * as yaml from 'js-yaml';
import type { Event } from 'js-yaml';
import { isRecord } from '../common/isRecord.ts';
import { KUBERNETES_YAML_SCHEMA } from './kubernetesYamlSchema.ts';
import { ReadBudget } from './readBudget.ts';
import { splitDocuments } from './splitDocuments.ts';

/** One non-empty document of a YAML (or JSON) stream. */
export interface ParsedDocument {
  value: unknown;
  /** 1-based line where the document's content starts. */
  line: number;
  /** 1-based lines of the elements of a top-level `items` sequence (Lists); empty when there is none. */
  itemLines: number[];
}

/** A syntax error, at a 1-based line of the stream. */
export interface YamlProblem {
  line: number;
  message: string;
  hint: string;
}

// CRD schemas nest deeply; js-yaml's default limit of 100 is too low for some real ones.
const MAX_DEPTH = 1000;

/**
 * Parses every document of a stream. Empty, comment-only and `null` documents are left out.
 * A syntax error is reported for its document and parsing goes on with the next one.
 */
export function parseDocuments(
  stream: string,
  budget: ReadBudget = new ReadBudget(),
): { documents: ParsedDocument[]; problems: YamlProblem[] } {
  const documents: ParsedDocument[] = [];
  const problems: YamlProblem[] = [];
  for (const part of splitDocuments(stream)) {
    let events: Event[];
    let values: unknown[];
    try {
      events = yaml.parseEvents(part.text, { maxDepth: MAX_DEPTH });
      values = yaml.constructFromEvents(events, { source: part.text, schema: KUBERNETES_YAML_SCHEMA });
    } catch (error) {
      if (!(error instanceof yaml.YAMLException)) throw error;
      const column = error.mark ? ` (column ${error.mark.column + 1})` : '';
      problems.push({
        line: part.line + (error.mark?.line ?? 0),
        message: `YAML syntax error: ${error.reason}${column}`,
        hint: 'Fix the YAML there; an indentation mistake may start on an earlier line',
      });
      continue;
    }
    // Aliases make js-yaml share one JS object between places; a later change to one (a label added) must not
    // show up in the other, as it would not under kubectl, which copies through JSON.
    const unshare = events.some((event) => event.type === yaml.EVENT_ID.ALIAS);
    const roots = documentRoots(events);
    values.forEach((value, index) => {
      const root = roots[index];
      if (value === null || value === undefined || root === undefined) return;
      const itemStarts =
        isRecord(value) && Array.isArray(value['items']) ? topLevelItemStarts(events, root, part.text) : [];
      const [rootLine = 0, ...itemLines] = lineNumbers(part.text, [startOf(events[root]!), ...itemStarts]);
      const copy = unshare ? copyWithinBudget(value, nodeEnd(events, root) - root, budget) : value;
      if (copy === EXCESSIVE_ALIASING) {
        problems.push({
          line: part.line + rootLine,
          message: `YAML aliases (*name) in this document expand to more than ${budget.aliasNodes} further nodes (excessive aliasing)`,
          hint: 'Write the repeated parts out, or nest fewer aliases: an alias of an alias multiplies the size of the document',
        });
        return;
      }
      documents.push({
        value: copy,
        line: part.line + rootLine,
        itemLines: itemLines.map((line) => part.line + line),
      });
    });
  }
  return { documents, problems };
}

/** Index of each document's root node event. */
function documentRoots(events: Event[]): number[] {
  const roots: number[] = [];
  let index = 0;
  while (index < events.length) {
    if (events[index]!.type === yaml.EVENT_ID.DOCUMENT) {
      roots.push(index + 1);
      index = nodeEnd(events, index + 1);
    } else {
      index += 1;
    }
  }
  return roots;
}

/** Index just past the node whose event is at `index`, including its children. */
function nodeEnd(events: Event[], index: number): number {
  const type = events[index]?.type;
  if (type !== yaml.EVENT_ID.MAPPING && type !== yaml.EVENT_ID.SEQUENCE) return index + 1;
  let depth = 0;
  let next = index;
  do {
    const current = events[next]?.type;
    if (current === yaml.EVENT_ID.MAPPING || current === yaml.EVENT_ID.SEQUENCE) depth += 1;
    else if (current === yaml.EVENT_ID.POP || current === undefined) depth -= 1;
    next += 1;
  } while (depth > 0 && next < events.length);
  return next;
}

function startOf(event: Event | undefined): number {
  switch (event?.type) {
    case yaml.EVENT_ID.MAPPING:
    case yaml.EVENT_ID.SEQUENCE:
      return event.start;
    case yaml.EVENT_ID.SCALAR:
      return event.valueStart;
    case yaml.EVENT_ID.ALIAS:
      return event.anchorStart;
    default:
      return 0;
  }
}

/** Source offsets of the elements of the root mapping's `items` sequence. */
function topLevelItemStarts(events: Event[], root: number, source: string): number[] {
  if (events[root]?.type !== yaml.EVENT_ID.MAPPING) return [];
  let index = root + 1;
  while (index < events.length && events[index]!.type !== yaml.EVENT_ID.POP) {
    const key = events[index]!;
    const valueIndex = nodeEnd(events, index);
    const isItems = key.type === yaml.EVENT_ID.SCALAR && yaml.getScalarValue(source, key) === 'items';
    if (isItems && events[valueIndex]?.type === yaml.EVENT_ID.SEQUENCE) {
      const starts: number[] = [];
      let item = valueIndex + 1;
      while (item < events.length && events[item]!.type !== yaml.EVENT_ID.POP) {
        starts.push(startOf(events[item]));
        item = nodeEnd(events, item);
      }
      return starts;
    }
    index = nodeEnd(events, valueIndex);
  }
  return [];
}

/** 0-based line of each offset; one pass, as the offsets ascend. */
function lineNumbers(text: string, offsets: number[]): number[] {
  let line = 0;
  let scanned = 0;
  return offsets.map((offset) => {
    let newline = text.indexOf('\n', scanned);
    while (newline >= 0 && newline < offset) {
      line += 1;
      scanned = newline + 1;
      newline = text.indexOf('\n', scanned);
    }
    return line;
  });
}

const EXCESSIVE_ALIASING = Symbol('excessive aliasing');

/**
 * A copy in which no object or array appears twice, or EXCESSIVE_ALIASING as soon as the copy holds
 * more nodes than the document's own (`ownNodes`) plus what the budget still allows aliases to add.
 * The nodes aliases added are taken from the budget.
 */
function copyWithinBudget(value: unknown, ownNodes: number, budget: ReadBudget): unknown {
  const limit = ownNodes + budget.aliasNodes;
  let nodes = 0;
  const copy = (node: unknown): unknown => {
    nodes += 1;
    if (nodes > limit) throw EXCESSIVE_ALIASING;
    if (Array.isArray(node)) return node.map(copy);
    // fromEntries defines own properties, so a `__proto__` key stays data.
    if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, copy(field)]));
    return node;
  };
  try {
    const result = copy(value);
    budget.spendAliasNodes(nodes - ownNodes);
    return result;
  } catch (error) {
    if (error === EXCESSIVE_ALIASING) return EXCESSIVE_ALIASING;
    throw error;
  }
}
