import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-script';

describe('jsonForScript', () => {
  it('reads back as the same value and holds nothing the HTML parser acts on inside a script', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'grapheme' }), (value, text) => {
        for (const input of [value, { text, nested: [text, `</script>${text}<!--`] }]) {
          const json = jsonForScript(input);
          expect(json).not.toMatch(/[<>&\u2028\u2029]/);
          expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(input)));
        }
      }),
    );
  });

  it('writes the characters of a closing tag, a comment and the line separators as escapes', () => {
    expect(jsonForScript({ a: '</script><!--&\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}',
    );
  });
});
