import { appendTo } from '../common/appendTo.ts';

/** One object to order: its built-in stage and the objects it declared it depends on. */
export interface GraphNode {
  key: string;
  /** Every node of a stage comes after every node of the stages before it (CRDs and Namespaces first). */
  stage: number;
  /** Keys of the nodes this one comes after; keys of no node are left to the caller. */
  after: readonly string[];
}

export interface GraphOrder {
  /** The keys in groups, in order: a group holds what may go at once, after everything it depends on. */
  groups: string[][];
  /** Each cycle once, as the path from a key back to it (`[a, b, a]`); their keys are in no group. */
  cycles: string[][];
  /** Dependencies on a node of a later stage, which the stages forbid: `[key, dependency]`, left out of the sort. */
  againstStages: [string, string][];
}

interface Prerequisite {
  vertex: string;
  /** 1: strictly after it; 0: a stage's barrier, as late as the last of its nodes. */
  weight: 0 | 1;
}

/**
 * One topological sort of the declared dependencies and the built-in stages together (Kahn's
 * algorithm, each key at the length of the longest path before it). A stage is a barrier vertex
 * that comes after each of its nodes and before every node of the next stage, so the stages cost
 * one edge per node rather than one per pair, and a group never mixes two stages.
 */
export function sortInGroups(nodes: readonly GraphNode[]): GraphOrder {
  const stages = [...new Set(nodes.map((n) => n.stage))].sort((a, b) => a - b);
  const stageIndex = new Map(stages.map((stage, index) => [stage, index]));
  const stageOf = new Map(nodes.map((n) => [n.key, n.stage]));
  // Not a key: keys are refKeys, which never start with a NUL.
  const barrier = (index: number) => `\u0000stage ${index}`;
  const prerequisites = new Map<string, Prerequisite[]>();
  stages.forEach((_, index) =>
    prerequisites.set(barrier(index), index > 0 ? [{ vertex: barrier(index - 1), weight: 0 }] : []),
  );
  const againstStages: [string, string][] = [];
  for (const node of nodes) {
    const index = stageIndex.get(node.stage)!;
    const before: Prerequisite[] = index > 0 ? [{ vertex: barrier(index - 1), weight: 1 }] : [];
    for (const dependency of node.after) {
      const stage = stageOf.get(dependency);
      if (stage === undefined) continue;
      if (stage > node.stage) againstStages.push([node.key, dependency]);
      else before.push({ vertex: dependency, weight: 1 });
    }
    prerequisites.set(node.key, before);
    prerequisites.get(barrier(index))!.push({ vertex: node.key, weight: 0 });
  }

  const levels = longestPaths(prerequisites);
  const groups = new Map<number, string[]>();
  for (const node of nodes) {
    const level = levels.get(node.key);
    if (level !== undefined) appendTo(groups, level, node.key);
  }
  const unsorted = new Set([...prerequisites.keys()].filter((vertex) => !levels.has(vertex)));
  return {
    groups: [...groups.entries()].sort(([a], [b]) => a - b).map(([, keys]) => keys),
    cycles: findCycles(prerequisites, unsorted),
    againstStages,
  };
}

/** Each vertex's level, Kahn's way: a vertex on or after a cycle never has all its prerequisites placed, and has none. */
function longestPaths(prerequisites: Map<string, Prerequisite[]>): Map<string, number> {
  const waiting = new Map<string, number>();
  const next = new Map<string, string[]>();
  for (const [vertex, before] of prerequisites) {
    waiting.set(vertex, before.length);
    for (const { vertex: prerequisite } of before) appendTo(next, prerequisite, vertex);
  }
  const levels = new Map<string, number>();
  const ready = [...waiting].filter(([, count]) => count === 0).map(([vertex]) => vertex);
  while (ready.length > 0) {
    const vertex = ready.pop()!;
    // A loop, not Math.max(...): a stage's barrier has every node of its stage before it.
    let level = 0;
    for (const p of prerequisites.get(vertex)!) level = Math.max(level, levels.get(p.vertex)! + p.weight);
    levels.set(vertex, level);
    for (const after of next.get(vertex) ?? []) {
      const count = waiting.get(after)! - 1;
      waiting.set(after, count);
      if (count === 0) ready.push(after);
    }
  }
  return levels;
}

/**
 * One cycle per strongly connected part of what the sort could not place (Tarjan's algorithm);
 * a vertex only downstream of a cycle is in none. Each cycle is a shortest path back to its start.
 */
function findCycles(prerequisites: Map<string, Prerequisite[]>, unsorted: Set<string>): string[][] {
  const edges = (vertex: string) =>
    prerequisites
      .get(vertex)!
      .map((p) => p.vertex)
      .filter((v) => unsorted.has(v));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (vertex: string): void => {
    index.set(vertex, index.size);
    low.set(vertex, index.get(vertex)!);
    stack.push(vertex);
    onStack.add(vertex);
    for (const to of edges(vertex)) {
      if (!index.has(to)) {
        visit(to);
        low.set(vertex, Math.min(low.get(vertex)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(vertex, Math.min(low.get(vertex)!, index.get(to)!));
    }
    if (low.get(vertex) !== index.get(vertex)) return;
    const part = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.add(member);
    } while (member !== vertex);
    if (part.size > 1 || edges(vertex).includes(vertex)) cycles.push(shortestCycle(vertex, part, edges));
  };
  for (const vertex of unsorted) if (!index.has(vertex)) visit(vertex);
  return cycles;
}

function shortestCycle(start: string, part: Set<string>, edges: (vertex: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const vertex = queue.shift()!;
    for (const to of edges(vertex)) {
      if (!part.has(to)) continue;
      if (to === start) {
        const path: string[] = [];
        for (let at = vertex; at !== start; at = cameFrom.get(at)!) path.unshift(at);
        return [start, ...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, vertex);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
