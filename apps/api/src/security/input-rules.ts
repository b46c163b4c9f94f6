// Input rules no route may skip: a NUL character anywhere in a body, path parameter or query is refused with 400.
import { findNul, NUL_MESSAGE } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** On the root instance, before any route: runs ahead of every route's own schema validation. */
export function registerInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNul(value);
      if (at) throw new HttpError(400, `${part}.${at}: ${NUL_MESSAGE}`);
    }
  });
}
