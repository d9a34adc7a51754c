/*
 * The API server's `Warning` headers (RFC 7234 section 5.5: `299 - "text"`), which it sends with a
 * successful answer: a deprecated API version, a PodSecurity level the object breaks, a
 * ValidatingAdmissionPolicy or webhook in warn mode. Their text is the cluster's: untrusted.
 */

const WARNING = /^\s*\d{3}\s+\S+\s+"((?:[^"\\]|\\.)*)"/;
/** A broken server could send thousands; a report needs a few per object. */
const MOST_WARNINGS = 20;
const MOST_CHARACTERS = 1_000;

/** The texts of a response's Warning headers, each header as sent (Node keeps them apart in `headersDistinct`). */
export function warningTexts(headers: readonly string[] | undefined): string[] {
  const texts: string[] = [];
  for (const header of headers ?? []) {
    const quoted = WARNING.exec(header)?.[1];
    const whole = (quoted === undefined ? header : quoted.replace(/\\(.)/g, '$1')).trim();
    const text = whole.length > MOST_CHARACTERS ? `${whole.slice(0, MOST_CHARACTERS)}…` : whole;
    if (text !== '' && !texts.includes(text)) texts.push(text);
    if (texts.length === MOST_WARNINGS) break;
  }
  return texts;
}
