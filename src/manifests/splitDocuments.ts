/** The text of one YAML document and where it starts in its stream. */
export interface DocumentText {
  text: string;
  /** 1-based line of the document's first line in the whole stream. */
  line: number;
}

const DOCUMENT_START = /^---(?:[ \t]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]|$)/;
// Lines that may come before a document's `---` and belong to it: blanks, comments and directives.
const PREAMBLE = /^(?:[ \t]*(?:#.*)?|%.*)$/;

/**
 * Splits a YAML stream into its documents, so that each can be parsed on its own (a syntax error in one
 * does not hide the problems in the others) and its line numbers can be made absolute.
 * A `---` or `...` at column 0 always ends a document, even inside a block scalar (YAML 1.2, 9.1.4),
 * so no YAML parsing is needed to find the boundaries.
 */
export function splitDocuments(stream: string): DocumentText[] {
  const documents: DocumentText[] = [];
  let start = 0;
  let startLine = 1;
  // Whether the open document has begun (content or a `---`), so that a `---` must end it.
  let begun = false;
  let offset = 0;
  let line = 1;
  const close = (end: number, nextStart: number, nextLine: number): void => {
    documents.push({ text: stream.slice(start, end), line: startLine });
    start = nextStart;
    startLine = nextLine;
  };
  while (offset < stream.length) {
    const newline = stream.indexOf('\n', offset);
    const lineEnd = newline < 0 ? stream.length : newline + 1;
    const content = stream.slice(offset, lineEnd).replace(/\r?\n$/, '');
    if (DOCUMENT_START.test(content)) {
      if (begun) close(offset, offset, line);
      begun = true;
    } else if (DOCUMENT_END.test(content)) {
      close(lineEnd, lineEnd, line + 1);
      begun = false;
    } else if (!begun && !PREAMBLE.test(content)) {
      begun = true;
    }
    offset = lineEnd;
    line += 1;
  }
  if (start < stream.length) close(stream.length, stream.length, line);
  return documents;
}
