// The API's one typed configuration, read from the environment.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

/** Names proxy-addr knows for address ranges (Fastify's trustProxy). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true` or `false`, a named range, an address or a CIDR with a non-zero prefix; null when acceptable. */
function trustProxyProblem(entry: string): string | null {
  if (entry === 'true')
    return "true would believe any client's X-Forwarded-For (spoofable): name the proxies (loopback, addresses or CIDRs) or use false";
  if (PROXY_RANGES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length)
    return `${entry} is not an address, a CIDR or one of ${[...PROXY_RANGES].join(', ')}`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return `${entry} has a bad prefix length`;
  if (bits === 0) return `${entry} trusts every address (spoofable)`;
  return null;
}

/**
 * A comma list of origins for the Content-Security-Policy (`https://host[:port]`); a full URL is reduced to
 * its origin, so a site setting (VITE_RADAR_URL) can be pasted as it is. Anything else is refused: a value
 * goes into a response header.
 */
const cspOrigins = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((s) => s.trim())) {
    if (!entry) continue;
    let origin = '';
    try {
      origin = new URL(entry).origin;
    } catch {
      // reported below
    }
    if (!/^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(origin)) {
      ctx.addIssue({ code: 'custom', message: `${entry} is not an http(s) URL or origin` });
      return z.NEVER;
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
});

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
  /**
   * The address people open the site at (`https://hangar.example.com`): every e-mailed link (invitations,
   * confirmations, password resets) starts with it. Required once SMTP_URL sends mail for real; without it
   * (mail kept in the outbox) it is this machine's own address on PORT.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/.test(v),
      'The address of the site, such as https://hangar.example.com',
    ),
  /** Password of the demo users made on an empty database; empty generates one and prints it once. */
  DEMO_PASSWORD: z.string().default(''),
  /**
   * Which proxies' X-Forwarded-For/-Proto are believed (the client address of sign-in throttling, HTTPS for
   * HSTS): `loopback` (a proxy on this machine), a comma list of addresses, CIDRs or named ranges, or `false`.
   * `true` (anyone: spoofable) is refused.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx): false | string => {
      const v = value.trim();
      if (v === 'false') return false;
      const entries = v.split(',').map((s) => s.trim());
      for (const entry of entries) {
        const problem = trustProxyProblem(entry);
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
      }
      return entries.join(',');
    }),
  /**
   * Image hosts of the Content-Security-Policy besides the site itself: the radar (VITE_RADAR_URL) and the TFR
   * images (VITE_TFR_IMAGE_1/_2, none by default). The forecast icons are drawn by the widgets, not fetched.
   */
  CSP_IMG_HOSTS: cspOrigins.default(['https://radar.weather.gov']),
  /** Frame hosts of the Content-Security-Policy besides the site itself: the listings frame (VITE_LISTINGS_URL). */
  CSP_FRAME_HOSTS: cspOrigins.default(['https://listings.hicksairfield.com']),
  /**
   * Key of the secrets kept encrypted (tax ids): base64 of 32 bytes. Empty uses `secret.key` in DATA_DIR,
   * made on first start; several instances sharing one database must all be given the same SECRET_KEY.
   */
  SECRET_KEY: z.string().default(''),
  /** Multiplies every per-address request limit of the anonymous endpoints (1 = the documented limits). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /**
   * An S3-compatible object store for uploaded files: `https://KEY:SECRET@host[:port]/bucket[?region=…]`
   * (path-style addressing). Empty keeps files under DATA_DIR/files.
   */
  S3_URL: z.string().default(''),
  /** The largest file an upload may carry, in bytes (15 MB by default). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(15 * 1024 * 1024),
  /**
   * At start, files under DATA_DIR/files that no attachment names (an upload cut off by a crash) are removed
   * once older than this. Unset: 0 with PGlite (one process owns the folder), 600 with PostgreSQL (another
   * instance sharing the folder may be storing an upload this moment). 0 for a folder one instance uses.
   */
  FILE_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** Seeds the demo companies and users when the database has no users (`false` to start empty). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /**
   * Redis shared by several API instances (`redis://[:password@]host:port[/db]`, or `rediss://` for TLS): rate
   * limits counted across them and one weather cache. Empty keeps both in this process. When Redis cannot be
   * reached, each instance falls back to its own counts and cache until it is back.
   */
  REDIS_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^rediss?:\/\/[^\s]+$/.test(v), 'a redis:// or rediss:// URL, or empty'),
  /** Beginning of every key this deployment keeps in Redis (several deployments may share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - (at most 64)')
    .default('hangar:'),
  /** Runs the scheduled jobs in this instance (`off` for an instance that only answers requests). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** How often the job runner looks for due work and beats its heartbeat. */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the configuration, failing with every bad variable named at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (!config.PUBLIC_URL) {
    // A link to this machine's listening address reaches nobody who reads the e-mail elsewhere.
    if (config.SMTP_URL) {
      throw new Error(
        'Invalid configuration: PUBLIC_URL: set it to the address people open the site at (e-mailed links use it), such as https://hangar.example.com',
      );
    }
    return { ...config, PUBLIC_URL: `http://127.0.0.1:${config.PORT}` };
  }
  return config;
}
