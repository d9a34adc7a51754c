/**
 * Control characters other than newline and tab (C0, DEL, C1), and the Unicode controls that reorder
 * text (bidi embeddings, overrides and isolates, the direction marks). Names, messages and diffs come
 * from outside (manifests of a pull request, the API server, a Lease's holder): an escape sequence
 * could move a terminal's cursor, rewrite what it showed or set its clipboard (OSC 52), a carriage
 * return overwrite a line, and a bidi override show text in another order than it is.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text with every {@link CONTROL_CHARACTERS control character} made visible as its escape: `\x1b`,
 * `\u202e`. In `json` form every one is `\u` and four hex digits, which JSON reads as the same string:
 * for a JSON document, where these characters can only be inside strings.
 */
export function showControlCharacters(text: string, form: 'text' | 'json' = 'text'): string {
  return text.replace(CONTROL_CHARACTERS, (c) => {
    const code = c.charCodeAt(0);
    return form === 'text' && code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
