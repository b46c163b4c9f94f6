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
  /** Weather upstreams (aviationweather.gov data API, api.weather.gov) and the weather cache. */
  AVIATIONWEATHER_BASE_URL: z.url().default('https://aviationweather.gov'),
  NWS_BASE_URL: z.url().default('https://api.weather.gov'),
  /** `replay` serves the recorded reports in WEATHER_REPLAY_DIR instead of the network. */
  WEATHER_SOURCE: z.enum(['live', 'replay']).default('live'),
  WEATHER_REPLAY_DIR: z.string().default(fileURLToPath(new URL('../fixtures/weather', import.meta.url))),
  WEATHER_USER_AGENT: z.string().min(1).default('(hangar, contact@hicksairfield.example)'),
  /** Stations refreshed together in one upstream call. */
  WEATHER_STATIONS: z
    .string()
    .default('KAFW,KFTW')
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z0-9]{3,4}$/, 'station ids are 3–4 letters or digits'))),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** After an upstream failure, wait this long before asking again for the same key. */
  WEATHER_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often configured stations being read are checked for a due refresh; 0 refreshes on demand only. */
  WEATHER_REFRESH_MS: z.coerce.number().int().min(0).default(30_000),
  /** PostgreSQL (`postgres://…`); empty for the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /** Folder of the embedded database (and later uploaded files), created on first start: `data/` at the repository root. */
  DATA_DIR: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../../data', import.meta.url))),
  /** Sliding lifetime of a sign-in session. */
  SESSION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  /** `smtp://user:pass@host:port` sends e-mail for real; empty stores messages in the outbox table only. */
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Hangar <no-reply@hicksairfield.example>'),
  /** Address of the site used in e-mailed links. */
  PUBLIC_URL: z.string().default('http://127.0.0.1:3000'),
  /** Password of the demo users made on an empty database; empty generates one and prints it once. */
  DEMO_PASSWORD: z.string().default(''),
  /**
   * Which proxies' X-Forwarded-For is believed for the client address (sign-in throttling per address uses it):
   * `loopback` (a proxy on this machine), a comma list of addresses/CIDRs, `true` (anyone: spoofable) or `false`.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Seeds the demo companies and users when the database has no users (`false` to start empty). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
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
