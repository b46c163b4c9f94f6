// Tests generated from the served OpenAPI document (and the drizzle schema): every whole number a request may carry
// fits the integer column it is written to; every list sorts by each documented value both ways and pages.
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { useTestServer } from '../support/server';
import {
  operationsOf,
  servedDocument,
  typesOf,
  walkFields,
  type JsonSchema,
  type Operation,
} from './openapi-walk';

const server = useTestServer();

const RANGES: Record<string, [number, number]> = {
  smallint: [-32_768, 32_767],
  integer: [-2_147_483_648, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** Every integer column by its drizzle key (`marketRentCents`), with the narrowest range among same-named ones. */
function integerColumns(): Map<string, { type: string; range: [number, number]; tables: string[] }> {
  const out = new Map<string, { type: string; range: [number, number]; tables: string[] }>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      const type = column.getSQLType();
      const range = RANGES[type];
      if (!range) continue;
      const seen = out.get(key);
      const narrower = !seen || range[1] < seen.range[1];
      out.set(key, {
        type: narrower ? type : seen.type,
        range: narrower ? range : seen.range,
        tables: [...(seen?.tables ?? []), getTableName(table)],
      });
    }
  }
  return out;
}

type Field = { where: string; name: string; schema: JsonSchema };

/** Every numeric field of every documented request: body fields by path, parameters by name. */
function numericFields(operations: Operation[]): Field[] {
  const fields: Field[] = [];
  for (const op of operations) {
    const at = `${op.method} ${op.path}`;
    for (const p of op.parameters) {
      walkFields(p.schema, (_, field) => {
        if (typesOf(field).some((t) => t === 'integer' || t === 'number'))
          fields.push({ where: `${at} ${p.in} ${p.name}`, name: p.name, schema: field });
      });
    }
    if (op.body) {
      walkFields(op.body, (path, field) => {
        if (typesOf(field).some((t) => t === 'integer' || t === 'number'))
          fields.push({
            where: `${at} body.${path}`,
            name:
              path
                .split(/[.[\]]+/)
                .filter(Boolean)
                .pop() ?? '',
            schema: field,
          });
      });
    }
  }
  return fields;
}

/** Fields named like a column that write no column: an image crop's width and height are fractions of the image. */
const NOT_COLUMNS = new Set([
  'POST /api/ImageEdit/{id} body.crop.width',
  'POST /api/ImageEdit/{id} body.crop.height',
]);

const low = (s: JsonSchema) =>
  s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
const high = (s: JsonSchema) =>
  s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);

describe('numeric bounds equal their columns', () => {
  it('every whole number a documented request carries lies within a 32-bit integer column', async () => {
    const fields = numericFields(operationsOf(await servedDocument(server.base)));
    expect(fields.length).toBeGreaterThan(50);
    const [min, max] = RANGES.integer!;
    const outside = fields
      .filter((f) => typesOf(f.schema).includes('integer'))
      .filter((f) => !(low(f.schema)! >= min && high(f.schema)! <= max))
      .map((f) => `${f.where}: [${low(f.schema)}, ${high(f.schema)}]`);
    expect(outside).toEqual([]);
  });

  it('a request field named like an integer column is a whole number within that column', async () => {
    const columns = integerColumns();
    const fields = numericFields(operationsOf(await servedDocument(server.base)));
    const matched = fields.filter((f) => columns.has(f.name) && !NOT_COLUMNS.has(f.where));
    // The mapping by name finds the fields that once reached the database out of range.
    for (const name of ['version', 'marketRentCents', 'rentCents', 'depositCents', 'squareFeet'])
      expect(matched.map((f) => f.name)).toContain(name);
    const wrong = matched
      .filter((f) => {
        const { range } = columns.get(f.name)!;
        const whole = typesOf(f.schema).every((t) => t === 'integer');
        return !whole || !(low(f.schema)! >= range[0] && high(f.schema)! <= range[1]);
      })
      .map((f) => `${f.where}: ${JSON.stringify(typesOf(f.schema))} [${low(f.schema)}, ${high(f.schema)}]`);
    expect(wrong).toEqual([]);
  });
});

type Page = { data: { items: { id: number }[]; total: number } };

/** The lists: GET operations with a `sort` query parameter naming its values. */
function sortedLists(operations: Operation[]) {
  return operations.flatMap((op) => {
    const sort = op.parameters.find((p) => p.in === 'query' && p.name === 'sort');
    const values = (sort?.schema.enum ?? []) as string[];
    return op.method === 'GET' && values.length ? [{ op, values }] : [];
  });
}

describe('every documented sort of every list', () => {
  it('answers 200 in both directions, desc reversing asc, and pages the same order', async () => {
    const admin = await server.as('sysadmin');
    const alpha = await server.as('alpha.admin');
    const company = (await alpha.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
      .managementCompanyID;
    const lists = sortedLists(operationsOf(await servedDocument(server.base)));
    // The lists of the management face; a new one joins this test by documenting its `sort`.
    expect(lists.map((l) => l.op.path)).toEqual(
      expect.arrayContaining(['/api/SystemUserSearch', '/api/ContactSearch', '/api/RentalUnitLeaseSearch']),
    );
    const failures: string[] = [];
    let checked = 0;
    for (const { op, values } of lists) {
      const scoped = op.parameters.some((p) => p.name === 'managementCompanyID')
        ? `&managementCompanyID=${company}`
        : '';
      for (const sort of values) {
        const order: Record<string, number[]> = {};
        for (const dir of ['asc', 'desc']) {
          const url = `${op.path}?sort=${sort}&dir=${dir}&pageSize=100${scoped}`;
          const res = await admin.get<Page>(url);
          checked++;
          if (res.status !== 200) {
            failures.push(`${url}: ${res.status} ${res.body.error}`);
            continue;
          }
          order[dir] = res.body.data.items.map((i) => i.id);
          if (res.body.data.total > 100 || res.body.data.items.length < 12) continue;
          const second = await admin.get<Page>(
            `${op.path}?sort=${sort}&dir=${dir}&page=2&pageSize=10${scoped}`,
          );
          checked++;
          if (second.status !== 200) failures.push(`${url} page 2: ${second.status} ${second.body.error}`);
          else
            expect(
              second.body.data.items.map((i) => i.id),
              `${url} page 2`,
            ).toEqual(order[dir].slice(10, 20));
        }
        if (order.asc && order.desc && order.asc.length < 100)
          expect(order.desc, `${op.path} sort=${sort}`).toEqual([...order.asc].reverse());
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
