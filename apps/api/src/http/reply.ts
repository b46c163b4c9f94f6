// The API's answer shapes: `{ success: true, data }` or `{ success: false, error }` with a fitting status.
import type { FastifyReply } from 'fastify';

export type Ok<T> = { success: true; data: T };
export type Failure = { success: false; error: string };

export const ok = <T>(data: T): Ok<T> => ({ success: true, data });

/** Sends a failure with its HTTP status and returns the reply, for `return fail(reply, 400, '…')`. */
export function fail(
  reply: FastifyReply,
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
) {
  return reply.code(status).send({ success: false, error, ...extra });
}
