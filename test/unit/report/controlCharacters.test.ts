import { describe, expect, it } from 'vitest';
import { showControlCharacters } from '../../../src/report/controlCharacters.ts';

// An OSC 52 clipboard write, a screen wipe, a carriage return, a C1 CSI, DEL and a bidi override and isolate.
const HOSTILE = 'a\u001b]52;c;cHduZWQ=\u0007\u001b[2J\rb\u009b31m\u007f\u202ec\u2066d\te\nf';

describe('showControlCharacters', () => {
  it('shows what a terminal would act on as escapes, keeping tabs and newlines', () => {
    expect(showControlCharacters(HOSTILE)).toBe(
      'a\\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x0db\\x9b31m\\x7f\\u202ec\\u2066d\te\nf',
    );
  });

  it('keeps a JSON document the same document, its strings escaped as JSON escapes them', () => {
    const json = JSON.stringify({ warning: HOSTILE });
    const shown = showControlCharacters(json, 'json');
    expect(shown).not.toMatch(/[\u007f-\u009f\u202e\u2066]/);
    expect(JSON.parse(shown)).toEqual({ warning: HOSTILE });
  });
});
