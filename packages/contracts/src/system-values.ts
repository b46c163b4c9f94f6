// The system values the product reads: their type, limits and default. The API checks a known key's value
// against its definition; the administration screen edits each with the control of its type. Other keys are
// free text that nothing reads.
import { z } from 'zod';
import { NEW_REGISTRATION_KEY } from './admin';

export type SystemValueType = 'boolean' | 'integer' | 'text' | 'email';

export type SystemValueDefinition = {
  key: string;
  label: string;
  description: string;
  type: SystemValueType;
  /** Integers: the smallest and largest value allowed. */
  min?: number;
  max?: number;
  /** Text: the longest value allowed. */
  maxLength?: number;
  /** What the product uses while the value is not set (as stored: "true", "30"). */
  default: string;
  /** Shown after an integer ("days"). */
  unit?: string;
};

/** Every system value something reads, in the order the screen lists them. */
export const SYSTEM_VALUE_DEFINITIONS = [
  {
    key: NEW_REGISTRATION_KEY,
    label: 'New registration available',
    description: 'Whether visitors may register a new management company at /register.',
    type: 'boolean',
    default: 'false',
  },
  {
    key: 'SessionHours',
    label: 'Session length',
    description:
      "Hours a sign-in lasts without use; every request extends it. While unset, the server's SESSION_HOURS setting applies (8 hours unless changed).",
    type: 'integer',
    min: 1,
    max: 720,
    unit: 'hours',
    default: '8',
  },
  {
    key: 'SignInPairLimit',
    label: 'Failed sign-ins before a pause',
    description:
      'Failed sign-ins of one user name from one address within 15 minutes before that pair must wait (30 seconds, doubling up to 15 minutes).',
    type: 'integer',
    min: 3,
    max: 100,
    unit: 'attempts',
    default: '5',
  },
  {
    key: 'SignInAddressLimit',
    label: 'Failed sign-ins from one address',
    description:
      'Failed sign-ins from one address over any user names within 15 minutes before that address must wait (an office shares one address).',
    type: 'integer',
    min: 10,
    max: 1000,
    unit: 'attempts',
    default: '50',
  },
  {
    key: 'SessionRetentionDays',
    label: 'Keep ended sessions',
    description: 'Days an ended or expired session is kept before the nightly purge deletes it.',
    type: 'integer',
    min: 1,
    max: 3650,
    unit: 'days',
    default: '30',
  },
  {
    key: 'ActivityRetentionDays',
    label: 'Keep activity',
    description: 'Days a row of the activity log is kept before the nightly purge deletes it.',
    type: 'integer',
    min: 1,
    max: 3650,
    unit: 'days',
    default: '90',
  },
  {
    key: 'ErrorLogRetentionDays',
    label: 'Keep error-log entries',
    description: 'Days an error-log entry is kept before the nightly purge deletes it.',
    type: 'integer',
    min: 1,
    max: 3650,
    unit: 'days',
    default: '90',
  },
] as const satisfies readonly SystemValueDefinition[];

export type KnownSystemValueKey = (typeof SYSTEM_VALUE_DEFINITIONS)[number]['key'];

/** The definition of a known key (exact spelling), else undefined. */
export function systemValueDefinition(
  key: string,
  definitions: readonly SystemValueDefinition[] = SYSTEM_VALUE_DEFINITIONS,
): SystemValueDefinition | undefined {
  return definitions.find((d) => d.key === key);
}

const emailCheck = z.email();

/** Why `value` does not fit its definition, or null when it does (an unknown key takes any text). */
export function systemValueProblem(
  definition: SystemValueDefinition | undefined,
  value: string,
): string | null {
  if (!definition) return null;
  switch (definition.type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'Choose yes or no ("true" or "false")';
    case 'integer': {
      if (!/^-?\d{1,12}$/.test(value)) return 'Enter a whole number';
      const n = Number(value);
      if (definition.min !== undefined && n < definition.min) return `At least ${definition.min}`;
      if (definition.max !== undefined && n > definition.max) return `At most ${definition.max}`;
      return null;
    }
    case 'email':
      return emailCheck.safeParse(value).success ? null : 'Enter a valid e-mail address';
    case 'text':
      return definition.maxLength !== undefined && value.length > definition.maxLength
        ? `At most ${definition.maxLength} characters`
        : null;
  }
}

/** An integer value as the product reads it: the stored value when it fits its definition, else the default. */
export function systemIntegerValue(definition: SystemValueDefinition, stored: string | undefined): number {
  const value = stored?.trim();
  return value !== undefined && systemValueProblem(definition, value) === null
    ? Number(value)
    : Number(definition.default);
}
