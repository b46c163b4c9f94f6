// JSON for a <script type="application/json"> element, which may carry text from upstream weather reports.

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * `JSON.stringify(value)` with `<`, `>`, `&`, U+2028 and U+2029 written as `\uXXXX`. JSON text holds these
 * only inside strings, where the escape means the same character, so the parsed value is unchanged; the
 * HTML parser never sees `</script` or `<!--` in it, whatever a report says.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
