import { describe, expect, it } from 'vitest';
import { splitDocuments } from '../../../src/manifests/splitDocuments.ts';

describe('splitDocuments', () => {
  it('splits on --- and gives each document its first line', () => {
    const parts = splitDocuments('a: 1\n---\nb: 2\n---\nc: 3\n');
    expect(parts).toEqual([
      { text: 'a: 1\n', line: 1 },
      { text: '---\nb: 2\n', line: 2 },
      { text: '---\nc: 3\n', line: 4 },
    ]);
  });

  it('keeps leading comments, directives and a first --- with the document that follows', () => {
    const parts = splitDocuments('# header\n%YAML 1.2\n---\na: 1\n');
    expect(parts).toEqual([{ text: '# header\n%YAML 1.2\n---\na: 1\n', line: 1 }]);
  });

  it('ends a document at --- or ... even inside a block scalar', () => {
    const parts = splitDocuments('data: |\n  text\n---\nb: 2\n...\nc: 3\n');
    expect(parts.map((part) => part.line)).toEqual([1, 3, 6]);
    expect(parts[1]!.text).toBe('---\nb: 2\n...\n');
  });

  it('does not split on indented markers or on --- followed by other text', () => {
    const stream = 'data: |\n  ---\nkey: ---x\n---x: 1\n';
    expect(splitDocuments(stream)).toEqual([{ text: stream, line: 1 }]);
  });

  it('treats --- followed by content as the start of a document', () => {
    expect(splitDocuments('a: 1\n--- {b: 2}\n')).toEqual([
      { text: 'a: 1\n', line: 1 },
      { text: '--- {b: 2}\n', line: 2 },
    ]);
  });

  it('handles CRLF line endings', () => {
    expect(splitDocuments('a: 1\r\n---\r\nb: 2\r\n').map((part) => part.line)).toEqual([1, 2]);
  });
});
