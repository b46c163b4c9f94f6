// Input rules no route may skip: NUL, an unpaired surrogate or JSON nested past 64 levels anywhere in a body, path
// parameter or query is refused with 400.
import { findInputProblem } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';

/** On the root instance, before any route: runs ahead of every route's own schema validation. */
export function registerInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value);
      if (problem) throw new HttpError(400, `${part}.${problem.path}: ${problem.message}`);
    }
  });
}
