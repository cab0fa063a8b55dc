import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Fastify's `trustProxy`: false, how many proxies are in front, or their addresses. */
export type TrustProxy = false | number | string[];

// Names proxy-addr (Fastify's parser of X-Forwarded-For) knows for the private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

// X-Forwarded-For is written by whoever sends the request: only the hops configured here are
// believed, so a client cannot choose the address the rate limits count it under. `true` (believe
// every hop) is refused for that reason.
const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be false, the number of proxies in front of the server (e.g. 1), or a comma-separated list of their addresses or CIDR ranges; true is refused because it lets any client choose its address',
  });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOGIN_PATH: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s) URL')
    .optional(),
  MAP_STYLE_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) URL of a MapLibre style' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  COOKIE_SECURE: booleanFlag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ListingLens <no-reply@listinglens.local>'),
  SUPPORT_EMAIL: z
    .email({ error: 'must be an email address' })
    .default('support@listinglens.local'),
  PUBLIC_URL: z.url({ error: 'must be the http(s) URL users reach the app at' }).optional(),
  SEED_DEMO: booleanFlag.default(true),
  CONNECTOR_ALLOW_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.:_-]+(,[A-Za-z0-9.:_-]+)*$/, 'must be a comma-separated list of hosts')
    .optional(),
  SECRETS_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  SESSION_MAX_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(365, 'must be at most 365 days')
    .default(30),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int('must be a whole number of processes')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .optional(),
  QUERY_PARALLEL_WORKERS: z.coerce
    .number()
    .int('must be a whole number of workers')
    .min(0, 'must be at least 0')
    .max(64, 'must be at most 64')
    .default(0),
});

// Never echoed in a configuration error: the message ends up in logs.
const SECRET_VARIABLES = new Set(['SECRETS_KEY']);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  loginPath: string | null;
  /**
   * An online MapLibre style the maps use instead of the offline basemap (MAP_STYLE_URL); null
   * keeps every map offline.
   */
  mapStyleUrl: string | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Readable lines in a terminal, JSON lines otherwise, unless LOG_FORMAT says. */
  logFormat: 'pretty' | 'json';
  cookieSecure: boolean;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  /** Base of the links in emails; defaults to http://localhost:PORT. */
  publicUrl: string;
  /** Hosts connectors may read although they are private or loopback (test servers only). */
  connectorAllowHosts: string[];
  /** Encrypts stored secrets (single sign-on client secrets); null stores them as entered. */
  secretsKey: string | null;
  /** Days after sign-in when a session ends, however often it is used (SESSION_MAX_DAYS). */
  sessionMaxDays: number;
  /** Which X-Forwarded-For hops give the client's address; false reads the connection's. */
  trustProxy: TrustProxy;
  /** HTTP processes sharing the port (WEB_CONCURRENCY); 1 serves from the starting process. */
  webConcurrency: number;
  /**
   * PostgreSQL's parallel workers per query in the web workers' connections
   * (QUERY_PARALLEL_WORKERS, PostgreSQL's max_parallel_workers_per_gather).
   */
  queryParallelWorkers: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The one place that reads the environment. Fails fast with the name of every bad variable so a
 * misconfigured deployment stops at start rather than misbehaving later.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got "${SECRET_VARIABLES.has(String(issue.path[0])) ? '(hidden)' : present[String(issue.path[0])]}")`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist()),
    loginPath: e.LOGIN_PATH ?? null,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    cookieSecure: e.COOKIE_SECURE,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    connectorAllowHosts: e.CONNECTOR_ALLOW_HOSTS?.split(',') ?? [],
    secretsKey: e.SECRETS_KEY ?? null,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    trustProxy: e.TRUST_PROXY ?? false,
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    queryParallelWorkers: e.QUERY_PARALLEL_WORKERS,
  };
}

// Both the source (src/config.ts) and the bundle (dist/main.js) sit two levels below apps/.
function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
