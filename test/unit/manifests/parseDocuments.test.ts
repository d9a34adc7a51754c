import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/manifests/parseDocuments.ts';

describe('parseDocuments', () => {
  it('gives each document the line where its content starts', () => {
    const stream = [
      '# a comment', //            1
      'apiVersion: v1', //         2
      'kind: ConfigMap', //        3
      '---', //                    4
      '', //                       5
      '# another', //              6
      'apiVersion: v1', //         7
      'kind: Secret', //           8
      '---', //                    9
      'script: |', //             10
      '  echo', //                11
      '---', //                   12
      'kind: Last', //            13
    ].join('\n');
    const { documents, problems } = parseDocuments(stream);
    expect(problems).toEqual([]);
    expect(documents.map((document) => document.line)).toEqual([2, 7, 10, 13]);
    expect(documents[1]!.value).toEqual({ apiVersion: 'v1', kind: 'Secret' });
    expect(documents[2]!.value).toEqual({ script: 'echo\n' });
  });

  it('skips empty, comment-only and null documents', () => {
    const { documents } = parseDocuments('---\n---\n# only a comment\n---\n~\n---\nnull\n---\nkind: A\n');
    expect(documents.map((document) => document.value)).toEqual([{ kind: 'A' }]);
  });

  it('reports a syntax error at its absolute line and goes on with the next document', () => {
    const stream = 'kind: A\n---\nkind: B\nmetadata:\n  name: x\n    bad: indent\n---\nkind: C\n';
    const { documents, problems } = parseDocuments(stream);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(6);
    expect(problems[0]!.message).toMatch(/^YAML syntax error: .*\(column \d+\)$/);
    expect(documents.map((document) => document.value)).toEqual([{ kind: 'A' }, { kind: 'C' }]);
  });

  it('reports a duplicated key as an error, not a silent overwrite', () => {
    const { problems } = parseDocuments('kind: A\nmetadata:\n  name: a\n  name: b\n');
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [4, expect.stringContaining('duplicated mapping key')],
    ]);
  });

  it('finds the line of each item of a List', () => {
    const stream = [
      'apiVersion: v1', //         1
      'kind: List', //             2
      'metadata: {}', //           3
      'items:', //                 4
      '- apiVersion: v1', //       5
      '  kind: ConfigMap', //      6
      '', //                       7
      '- {apiVersion: v1, kind: Secret}', // 8
    ].join('\n');
    const [document] = parseDocuments(`---\n${stream}`).documents;
    expect(document!.line).toBe(2);
    expect(document!.itemLines).toEqual([6, 9]);
  });

  it('reads JSON, whose lines count the same way', () => {
    const { documents } = parseDocuments(
      '{\n  "kind": "List",\n  "items": [\n    {"kind": "A", "on": "yes"},\n    {"kind": "B"}\n  ]\n}\n',
    );
    expect(documents[0]!.value).toEqual({ kind: 'List', items: [{ kind: 'A', on: 'yes' }, { kind: 'B' }] });
    expect(documents[0]!.itemLines).toEqual([4, 5]);
  });

  it('gives aliased nodes their own copies, so changing one place does not change another', () => {
    const stream = 'metadata:\n  labels: &labels {app: web}\nspec:\n  selector:\n    matchLabels: *labels\n';
    const value = parseDocuments(stream).documents[0]!.value as {
      metadata: { labels: Record<string, string> };
      spec: { selector: { matchLabels: Record<string, string> } };
    };
    value.metadata.labels['extra'] = 'x';
    expect(value.spec.selector.matchLabels).toEqual({ app: 'web' });
  });
});
