// Small hand-written shape checks for upstream JSON (keeps the package free of a schema library).

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Collects "field: expected …" messages for one object. */
export class ShapeCheck {
  readonly problems: string[] = [];
  constructor(
    readonly value: Obj,
    readonly where: string,
  ) {}

  private fail(key: string, expected: string): void {
    const got = this.value[key];
    const shown = got === undefined ? 'nothing' : JSON.stringify(got)?.slice(0, 40);
    this.problems.push(`${this.where}.${key}: expected ${expected}, got ${shown}`);
  }

  string(key: string, { optional = false, nullable = false } = {}): this {
    const v = this.value[key];
    if ((optional && v === undefined) || (nullable && v === null)) return this;
    if (typeof v !== 'string') this.fail(key, 'text');
    return this;
  }

  number(key: string, { optional = false, nullable = false } = {}): this {
    const v = this.value[key];
    if ((optional && v === undefined) || (nullable && v === null)) return this;
    if (!isFiniteNumber(v)) this.fail(key, 'a number');
    return this;
  }

  check(key: string, ok: (v: unknown) => boolean, expected: string): this {
    if (!ok(this.value[key])) this.fail(key, expected);
    return this;
  }

  result<T>(): Validation<T> {
    return this.problems.length
      ? { ok: false, error: this.problems.join('; ') }
      : { ok: true, value: this.value as T };
  }
}
