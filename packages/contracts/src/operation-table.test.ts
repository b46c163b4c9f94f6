import { describe, expect, it } from 'vitest';
import { OPERATION_ROUTES, operationRequest, pathParamNames } from './operation-routes';
import { PUBLIC_OPERATION_ROUTES, publicOperationRequest } from './public-operation-routes';
import {
  OPERATION_LIST,
  OPERATIONS,
  resourceOperation,
  type OperationAnswer,
  type OperationParams,
} from './operation-table';
import { operationIds, operationKey, PUBLIC_OPERATIONS, SESSION_OPTIONAL_OPERATIONS } from './operations';
import { RESOURCES } from './resources';

describe('the operation table', () => {
  it('names every operation by the operationId rule, so the table and the document agree', () => {
    const ids = operationIds(OPERATION_LIST);
    const misnamed = OPERATION_LIST.filter((op) => ids.get(operationKey(op)) !== op.name).map(
      (op) => `${op.name}: the rule names ${operationKey(op)} ${ids.get(operationKey(op))}`,
    );
    expect(misnamed).toEqual([]);
    expect(new Set(OPERATION_LIST.map(operationKey)).size).toBe(OPERATION_LIST.length);
  });

  it('is where OPERATION_ROUTES (the table without its schemas) says each operation is', () => {
    expect(OPERATION_ROUTES).toEqual(
      Object.fromEntries(OPERATION_LIST.map((op) => [op.name, operationKey(op)])),
    );
  });

  it('lists in PUBLIC_OPERATION_ROUTES (the first load of the airport face) only public operations, where the table has them', () => {
    const byName = new Map(OPERATION_LIST.map((op) => [op.name, op]));
    for (const [name, route] of Object.entries(PUBLIC_OPERATION_ROUTES)) {
      const op = byName.get(name as (typeof OPERATION_LIST)[number]['name']);
      expect(op && operationKey(op)).toBe(route);
      expect(op?.access).not.toBe('session');
    }
    expect(publicOperationRequest('NoaaMetar', { station: 'KAFW' }).path).toBe('/api/NoaaMetar/KAFW');
  });

  it('declares a params schema naming exactly the parameters of each path', () => {
    const problems = OPERATION_LIST.flatMap((op) => {
      const inPath = pathParamNames(op.path).sort();
      const shape = (op.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      const declared = Object.keys(shape).sort();
      return JSON.stringify(inPath) === JSON.stringify(declared)
        ? []
        : [`${op.name}: ${inPath} vs ${declared}`];
    });
    expect(problems).toEqual([]);
  });

  it('gives each public and session-optional operation its access, and only names that exist', () => {
    const names = new Set(Object.keys(OPERATIONS));
    expect([...PUBLIC_OPERATIONS, ...SESSION_OPTIONAL_OPERATIONS].filter((n) => !names.has(n))).toEqual([]);
    expect(OPERATION_LIST.find((op) => op.name === 'listings')?.access).toBe('public');
    expect(OPERATION_LIST.find((op) => op.name === 'image')?.access).toBe('optional');
    expect(OPERATION_LIST.find((op) => op.name === 'Contact_get')?.access).toBe('session');
  });

  it('gives every registry resource its five CRUD operations', () => {
    for (const resource of RESOURCES) {
      for (const verb of ['list', 'get', 'create', 'update', 'delete'] as const) {
        expect(OPERATIONS).toHaveProperty(resourceOperation(resource.name, verb));
      }
    }
    expect(resourceOperation('contact', 'list')).toBe('ContactSearch');
    expect(resourceOperation('vendor', 'get')).toBe('MgmtCoVendor_get');
  });
});

describe('operationRequest', () => {
  it('fills the path parameters, encoded, and puts the others in the query string', () => {
    const params: OperationParams<'FileAsExist'> = {
      managementCompanyID: 1,
      contactID: 0,
      fileAs: 'Smith, Ann/B',
    };
    expect(operationRequest('FileAsExist', params)).toEqual({
      method: 'GET',
      path: '/api/FileAsExist/1/0/Smith%2C%20Ann%2FB',
    });
    expect(operationRequest('RecentChanges', { managementCompanyID: 3, limit: 10 })).toEqual({
      method: 'GET',
      path: '/api/RecentChanges?managementCompanyID=3&limit=10',
    });
    expect(operationRequest('errorlogs', { limit: undefined })).toEqual({
      method: 'GET',
      path: '/api/errorlogs',
    });
    expect(operationRequest('Contact_delete', { id: 7 })).toEqual({
      method: 'DELETE',
      path: '/api/Contact/7',
    });
  });

  it('refuses a missing path parameter and an unknown operation', () => {
    expect(() => operationRequest('Contact_get', {})).toThrow('needs the parameter "id"');
    expect(() => operationRequest('NoSuchThing', {})).toThrow('No operation named');
  });

  it('types the answer from the contract', () => {
    const answer = null as unknown as OperationAnswer<'FileAsExist'>;
    // A compile-time check as much as a run-time one: the answer has the contract's fields.
    expect(answer?.exists).toBeUndefined();
  });
});
