// The weather endpoints' parameter schemas (from @hangar/contracts), and a parser whose error names the parameter.
import type { z } from 'zod';

export {
  stationParams,
  crosswindParams,
  densityAltitudeParams,
  forecastParams,
  weatherQuery,
  windHistoryParams,
} from '@hangar/contracts';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses with a schema; the error message starts with the offending parameter's name. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const name = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid parameter';
  return { ok: false, error: message.startsWith(name) ? message : `${name}: ${message}` };
}
