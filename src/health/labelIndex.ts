import { type LabelSelector, selectorMatches } from './labelSelector.ts';

type Labels = Record<string, string> | undefined;

/** A label as one key: label keys and values cannot hold a NUL. */
const pairKey = (key: string, value: string) => `${key}\0${value}`;
const pairsOf = (labels: Labels) => Object.entries(labels ?? {}).map(([key, value]) => pairKey(key, value));

/** The selector's first matchLabels pair: every object it matches carries it. */
function firstPair(selector: LabelSelector): string | undefined {
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) return pairKey(key, value);
  return undefined;
}

function addTo<V>(sets: Map<string, Set<V>>, key: string, value: V): void {
  const set = sets.get(key);
  if (set) set.add(value);
  else sets.set(key, new Set([value]));
}

function deleteFrom<V>(sets: Map<string, Set<V>>, key: string, value: V): void {
  const set = sets.get(key);
  set?.delete(value);
  if (set?.size === 0) sets.delete(key);
}

/**
 * Objects (a namespace's pods) by their labels, so that those a workload's selector matches are found
 * among the objects carrying its first matchLabels pair, not among all: the wait of 500 Deployments in
 * one namespace read every pod for every workload at every event (46 s of CPU).
 */
export class LabeledObjects<V> {
  private readonly byPair = new Map<string, Set<V>>();
  private readonly all = new Set<V>();

  add(value: V, labels: Labels): void {
    this.all.add(value);
    for (const pair of pairsOf(labels)) addTo(this.byPair, pair, value);
  }

  /** `labels`: those it was added with. */
  delete(value: V, labels: Labels): void {
    this.all.delete(value);
    for (const pair of pairsOf(labels)) deleteFrom(this.byPair, pair, value);
  }

  /** The objects whose labels (read by `labelsOf`) the selector matches. */
  matching(selector: LabelSelector, labelsOf: (value: V) => Labels): V[] {
    const pair = firstPair(selector);
    const from = pair === undefined ? this.all : (this.byPair.get(pair) ?? []);
    return [...from].filter((value) => selectorMatches(selector, labelsOf(value)));
  }
}

/**
 * Workloads by their selectors, so that those an object's labels (a pod's, a ReplicaSet's) may concern
 * are found by the labels it carries, not by reading every workload of the namespace at each event.
 */
export class SelectorIndex<V> {
  private readonly byPair = new Map<string, Set<V>>();
  /** Selectors of matchExpressions only: any object may match them. */
  private readonly withoutPair = new Set<V>();
  private readonly indexedAs = new Map<V, string | undefined>();

  /** Indexes `value` under its selector now (a workload's live object arrived), in place of the one before. */
  set(value: V, selector: LabelSelector): void {
    this.delete(value);
    const pair = firstPair(selector);
    this.indexedAs.set(value, pair);
    if (pair === undefined) this.withoutPair.add(value);
    else addTo(this.byPair, pair, value);
  }

  delete(value: V): void {
    if (!this.indexedAs.has(value)) return;
    const pair = this.indexedAs.get(value);
    this.indexedAs.delete(value);
    if (pair === undefined) this.withoutPair.delete(value);
    else deleteFrom(this.byPair, pair, value);
  }

  /** Those whose selector may match `labels`: each still to be checked against its whole selector. */
  candidates(labels: Labels): V[] {
    const found = new Set(this.withoutPair);
    for (const pair of pairsOf(labels)) for (const value of this.byPair.get(pair) ?? []) found.add(value);
    return [...found];
  }
}
