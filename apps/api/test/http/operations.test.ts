// The routes and the operation table of @hangar/contracts are one: every route is an operation, every operation
// has its route, and what a route file declares is what the table says (the table's schemas are the ones used).
import { OPERATION_LIST, okSchema } from '@hangar/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { operationTableProblems } from '../../src/http/operations';
import { TEST_SECRET_KEY, useTestServer } from '../support/server';

const server = useTestServer({ WEATHER_SOURCE: 'replay' });

const json = (schema: unknown, io: 'input' | 'output') =>
  JSON.stringify(z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' }));

describe('the operation table and the routes', () => {
  it('names an operation without a route and a route without an operation', () => {
    const table = [
      { name: 'Contact_get', method: 'GET', path: '/api/Contact/{id}' },
      { name: 'Contact_delete', method: 'DELETE', path: '/api/Contact/{id}' },
    ];
    expect(
      operationTableProblems(
        [
          { method: 'GET', path: '/api/Contact/{id}' },
          { method: 'POST', path: '/api/Contact/{id}/archive' },
        ],
        table,
      ),
    ).toEqual([
      'POST /api/Contact/{id}/archive is served but is no operation of OPERATIONS (@hangar/contracts)',
      'operation Contact_delete (DELETE /api/Contact/{id}) has no route',
    ]);
    expect(operationTableProblems([{ method: 'GET', path: '/api/Contact/{id}' }], table.slice(0, 1))).toEqual(
      [],
    );
  });

  it('agree on the running server: each route serves one operation of the table, and each operation has its route', () => {
    const operations = server.app.operations();
    expect(operationTableProblems(operations, OPERATION_LIST)).toEqual([]);
    expect(operations.length).toBe(OPERATION_LIST.length);
    expect(server.app.operationOf('GET', '/api/Contact/:id')?.operationId).toBe('Contact_get');
  });

  it('keeps what each route file declares equal to the table (params, query, body and answer)', () => {
    const drift: string[] = [];
    for (const op of server.app.operations()) {
      const { contract, declared } = op;
      const pairs: [string, unknown, unknown, 'input' | 'output'][] = [
        ['params', declared.params, contract.params, 'input'],
        ['query', declared.querystring, contract.query, 'input'],
        ['body', declared.body, contract.body, 'input'],
        [
          'answer',
          declared.answer,
          contract.file ? undefined : (contract.response ?? okSchema(contract.answer)),
          'output',
        ],
      ];
      for (const [slot, mine, theirs, io] of pairs) {
        if (mine === undefined && theirs === undefined) continue;
        // A route that leaves a part to the table declares none; a file's answer is documented by its route.
        if (mine === undefined || !(mine instanceof $ZodType)) continue;
        if (theirs === undefined) {
          drift.push(`${op.operationId}: the route declares ${slot}, the table none`);
          continue;
        }
        if (json(mine, io) !== json(theirs, io))
          drift.push(`${op.operationId}: ${slot} differs from the table`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('refuses to start with a route that is no operation of the table', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-ops-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const app = await buildApp({
      config: loadConfig({
        PORT: '0',
        SITE_DIR: '',
        DATA_DIR: dataDir,
        SECRET_KEY: TEST_SECRET_KEY,
        LOG_LEVEL: 'silent',
        WEATHER_SOURCE: 'replay',
      }),
      logger: false,
      sitePrerender: null,
    });
    app.get('/api/NotInTheTable', async () => ({ success: true, data: null }));
    await expect(app.ready()).rejects.toThrow('GET /api/NotInTheTable is served but is no operation');
    await app.close().catch(() => undefined);
  });
});
