// The one message map: every check a person can fail without its own sentence gets one here, in the words a
// form shows beside the field (and the API answers in `fieldErrors`), never zod's "Too big: expected string…".
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

function count(n: number | bigint, one: string, many: string) {
  return `${n.toLocaleString('en-US')} ${n === 1 || n === 1n ? one : many}`;
}

/** A sentence for a failed check that carries no message of its own. */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This is required';
      if (issue.expected === 'number' || issue.expected === 'int') {
        return Number.isNaN(issue.input) ? 'Enter a number' : 'Enter a whole number';
      }
      if (issue.expected === 'boolean') return 'Choose yes or no';
      if (issue.expected === 'string') return 'Enter text';
      if (issue.expected === 'array') return 'Enter a list';
      return 'This is not the kind of value asked for';
    case 'too_big':
      if (issue.origin === 'string')
        return `Enter at most ${count(issue.maximum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At most ${count(issue.maximum, 'entry', 'entries')}`;
      if (issue.origin === 'file')
        return `The file is too large: at most ${count(issue.maximum, 'byte', 'bytes')}`;
      return `Enter ${issue.maximum.toLocaleString('en-US')} or less`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This is required'
          : `Enter at least ${count(issue.minimum, 'character', 'characters')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At least ${count(issue.minimum, 'entry', 'entries')}`;
      return `Enter ${issue.minimum.toLocaleString('en-US')} or more`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address';
      if (issue.format === 'url') return 'Enter a web address such as https://example.com';
      if (issue.format === 'datetime' || issue.format === 'date') return 'Enter a date and time';
      return 'This is not in the form asked for';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Choose one of the options offered';
    case 'invalid_union':
      return 'This is not one of the accepted forms';
    default:
      return 'This is not valid';
  }
}

// Checks with their own message keep it; every other issue, on the server and in the browser, reads as above.
z.config({ customError: issueMessage });
