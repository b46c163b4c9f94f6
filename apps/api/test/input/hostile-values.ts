// What the fuzz driver sends: a seeded random source, baseline values a schema accepts, and hostile values by type.
import type { JsonSchema, Parameter } from './openapi-walk';
import { alternatives, typesOf } from './openapi-walk';

/** A small seeded generator (mulberry32): the same seed sends the same requests in the same order. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Up to `count` distinct items, in a random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

const ID_PATTERN = /\[1-9\]/;
const DATE_PATTERN = /\\d\{4\}-/;

/** Parameters whose documented schema says nothing useful: a value the handler accepts, by name. */
const KNOWN_PARAMETERS: Record<string, string> = {
  station: 'KAFW',
  runway1: '140',
  runway2: '320',
  utcOffset: '-6',
  elevation: '700',
  latlon: '32.9312,-97.4117',
  email: 'fuzz@example.com',
  user: 'alpha.viewer',
};

/** A text value passing `schema` (an id is `1`, a date a real day, an enum its first value). */
export function baselineText(name: string, schema: JsonSchema): string {
  if (KNOWN_PARAMETERS[name]) return KNOWN_PARAMETERS[name];
  const s = alternatives(schema).find((x) => x.type !== 'null') ?? schema;
  if (s.enum?.length) return String(s.enum[0]);
  if (s.pattern && ID_PATTERN.test(s.pattern)) return '1';
  // Long past: a purge by date (DELETE /api/errorlog?before=) removes nothing the run wrote.
  if (s.pattern && DATE_PATTERN.test(s.pattern)) return '2000-01-15';
  if (s.type === 'integer' || s.type === 'number') return String(Math.max(1, s.minimum ?? 1));
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A hostile path or query value: the text as sent (`raw`: already percent-encoded) and what it is. */
export type HostileText = { text: string; raw?: boolean; what: string };

const enc = (text: string, what: string): HostileText => ({ text, what });
const raw = (text: string, what: string): HostileText => ({ text, raw: true, what });

const HOSTILE_IDS: HostileText[] = [
  enc('0', 'id 0'),
  enc('-1', 'negative id'),
  enc('0x1F', 'hex id'),
  enc('1e1', 'exponent id'),
  enc('+1', 'signed id'),
  enc('1.0', 'decimal id'),
  raw('%20', 'blank id'),
  enc('2147483648', 'id 2^31'),
  enc('99999999999', 'id of 11 digits'),
  enc('1'.repeat(90), 'id of 90 digits'),
  enc('9'.repeat(5_000), 'id of 5,000 digits'),
];
const HOSTILE_NUMBERS: HostileText[] = [
  enc('NaN', 'NaN'),
  enc('Infinity', 'Infinity'),
  enc('2147483648', '2^31'),
  enc('-2147483649', '-2^31-1'),
  enc('1e309', '1e309'),
  enc('1.5', 'a fraction'),
  enc('0x10', 'hex'),
];
const HOSTILE_DATES: HostileText[] = [
  enc('0000-01-01', 'year 0000'),
  enc('2026-02-30', '30 February'),
  enc('9999-12-31', 'year 9999'),
  enc('2026-1-1', 'short date'),
];
const HOSTILE_STRINGS: HostileText[] = [
  raw('%00', 'NUL'),
  raw('a%ED%A0%80b', 'encoded lone surrogate'),
  raw('%E0%A4%A', 'bad percent-encoding'),
  enc('x'.repeat(5_000), '5 KB'),
  enc('<script>alert(1)</script>', 'HTML'),
  enc("' OR '1'='1' --", 'SQL'),
  enc('✈️ Zürich 東京 مرحبا', 'unicode'),
  enc('../../etc/passwd', 'path traversal'),
];

/** Hostile values for one parameter, chosen by what its schema says it holds. */
export function hostileTexts(p: Parameter): HostileText[] {
  const s = alternatives(p.schema).find((x) => x.type !== 'null') ?? p.schema;
  const extra = [enc('', 'empty')];
  if (s.pattern && ID_PATTERN.test(s.pattern))
    return [...HOSTILE_IDS, ...HOSTILE_NUMBERS.slice(0, 2), ...extra];
  if (s.pattern && DATE_PATTERN.test(s.pattern))
    return [...HOSTILE_DATES, ...HOSTILE_STRINGS.slice(0, 2), ...extra];
  if (s.type === 'integer' || s.type === 'number') return [...HOSTILE_NUMBERS, ...extra];
  if (s.enum) return [enc(String(s.enum[0]).toUpperCase(), 'enum in capitals'), ...HOSTILE_STRINGS, ...extra];
  return [...HOSTILE_STRINGS, ...HOSTILE_IDS.slice(0, 3), ...HOSTILE_NUMBERS.slice(0, 2), ...extra];
}

/**
 * A JSON value passing `schema` as far as the document says (refinements aside): the body the fuzz driver then
 * spoils one field at a time.
 */
export function exampleOf(schema: JsonSchema, depth = 0): unknown {
  const s = alternatives(schema).find((x) => x.type !== 'null') ?? schema;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const type = typesOf(s)[0] ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth < 8)
        for (const [key, child] of Object.entries(s.properties ?? {})) out[key] = exampleOf(child, depth + 1);
      return out;
    }
    case 'array':
      return s.items && depth < 8 ? [exampleOf(s.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.min(s.maximum ?? Infinity, Math.max(s.minimum ?? 1, 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return '2026-01-15T12:00:00.000Z';
      if (s.pattern && DATE_PATTERN.test(s.pattern)) return '2026-01-15';
      return 'Fuzz'.padEnd(Math.min(Math.max(s.minLength ?? 1, 4), s.maxLength ?? 4), 'z');
  }
}

/** Numbers JSON.stringify cannot write: they are spliced into the body text in place of these markers. */
export const RAW_NUMBERS: Record<string, string> = { '"<1e309>"': '1e309', '"<2^53+1>"': '9007199254740993' };

/** A hostile JSON value for a body field, by the field's type (large ones are made when read). */
export type HostileValue = { readonly value: unknown; what: string };

const HUNDRED_KB = 'x'.repeat(100_000);

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

export function hostileValues(field: JsonSchema): HostileValue[] {
  const types = typesOf(field);
  const wrong = [
    { value: null, what: 'null' },
    {
      get value() {
        return { nested: deep(70) };
      },
      what: 'object nested 70 deep',
    },
  ];
  if (types.includes('integer') || types.includes('number'))
    return [
      { value: 2_147_483_648, what: '2^31' },
      { value: -2_147_483_649, what: '-2^31-1' },
      { value: '<1e309>', what: '1e309' },
      { value: '<2^53+1>', what: '2^53+1' },
      { value: 1.5, what: 'a fraction' },
      { value: -1, what: '-1' },
      { value: 'NaN', what: 'NaN as text' },
      { value: '1', what: 'a number as text' },
      ...wrong,
    ];
  if (types.includes('boolean'))
    return [{ value: 'true', what: 'a boolean as text' }, { value: 1, what: '1 for true' }, ...wrong];
  if (types.includes('array'))
    return [
      { value: {}, what: 'an object for a list' },
      { value: 'x', what: 'text for a list' },
      {
        get value() {
          const item = field.items ? exampleOf(field.items) : 1;
          return Array.from({ length: 10_000 }, () => item);
        },
        what: '10,000 items',
      },
      ...wrong,
    ];
  if (types.includes('object'))
    return [
      { value: [], what: 'a list for an object' },
      { value: 'x', what: 'text for an object' },
      { value: { unexpected: 1 }, what: 'an unknown field' },
      ...wrong,
    ];
  const dates = field.pattern && DATE_PATTERN.test(field.pattern);
  const moments = field.format === 'date-time';
  return [
    { value: 'a\u0000b', what: 'NUL' },
    { value: '555\ud800', what: 'lone surrogate' },
    { value: HUNDRED_KB, what: '100 KB' },
    { value: '<img src=x onerror=alert(1)>', what: 'HTML' },
    { value: "'; DROP TABLE users; --", what: 'SQL' },
    { value: '✈️ Zürich 東京 مرحبا', what: 'unicode' },
    ...(dates
      ? [
          { value: '0000-01-01', what: 'year 0000' },
          { value: '2026-02-30', what: '30 February' },
          { value: '9999-12-31', what: 'year 9999' },
        ]
      : []),
    ...(moments
      ? [
          { value: '0000-01-01T00:00:00Z', what: 'year 0000' },
          { value: '9999-12-31T23:59:59Z', what: 'year 9999' },
          { value: '2026-02-30T12:00:00Z', what: '30 February' },
        ]
      : []),
    { value: 12, what: 'a number for text' },
    ...wrong,
  ];
}

/** `base` with the value at `path` (`a.b[].c`, arrays at their first item) replaced by `value`. */
export function withField(base: unknown, path: string, value: unknown): unknown {
  if (!path) return value;
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.').flatMap((part): (string | number)[] => {
    const [, name, lists] = /^([^[]*)((?:\[\])*)$/.exec(part)!;
    return [...(name ? [name] : []), ...Array<number>(lists!.length / 2).fill(0)];
  });
  let node: Record<string | number, unknown> = copy;
  for (const [i, key] of keys.entries()) {
    if (i === keys.length - 1) {
      node[key] = value;
      break;
    }
    if (node[key] === null || typeof node[key] !== 'object')
      node[key] = typeof keys[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  return copy;
}
