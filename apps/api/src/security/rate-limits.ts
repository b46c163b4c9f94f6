// Request-rate limits per client address for the anonymous endpoints (sign-in, registration, reports, …).
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import type { SharedRedis } from '../scale/redis';
import { sharedRateLimitStore } from '../scale/rate-limit-store';

const MINUTE = 60_000;

/** Requests per address and window; the README's Security section lists them. */
export const RATE_LIMITS = {
  authenticate: { max: 30, timeWindow: MINUTE },
  userNameExists: { max: 20, timeWindow: MINUTE },
  register: { max: 10, timeWindow: 60 * MINUTE },
  forgottenPassword: { max: 10, timeWindow: 60 * MINUTE },
  /** Password change (by key or current password) and the e-mailed key checks. */
  accountKeys: { max: 20, timeWindow: MINUTE },
  errorReport: { max: 30, timeWindow: MINUTE },
  activity: { max: 30, timeWindow: MINUTE },
  /** An application to a waiting list (each sends an e-mail). */
  waitlistApply: { max: 5, timeWindow: 60 * MINUTE },
  /** The applicant's calls by the key of their link (guessing a key is hopeless; this bounds the trying). */
  waitlistKey: { max: 30, timeWindow: MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Registers the limiter (no global limit: each limited route names its entry through `rateLimit`). With a
 * shared Redis every instance counts into the same windows; without it (or while it is down) each counts alone.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: { shared: SharedRedis; prefix: string } | null,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { store: sharedRateLimitStore(redis.shared, redis.prefix) }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests from your address; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`,
      ),
  });
}

/**
 * A route's `config` for the named limit; `scale` multiplies it (RATE_LIMIT_SCALE: a load test or an
 * end-to-end run from one address may need more).
 */
export function rateLimit(name: RateLimitName, scale: number) {
  const { max, timeWindow } = RATE_LIMITS[name];
  return { rateLimit: { max: Math.max(1, Math.round(max * scale)), timeWindow } };
}
