// The API's one typed configuration, read from the environment.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

export const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built site served from the same origin; empty to serve the API alone. */
  SITE_DIR: z.string().default(fileURLToPath(new URL('../../site/dist', import.meta.url))),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the configuration, failing with every bad variable named at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
