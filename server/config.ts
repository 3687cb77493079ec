import { z } from 'zod';
import { DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST, MIN_PASSWORD_COST } from './auth/password';
import { DEFAULT_PGLITE_CACHE_MB } from './db/pglite-database';

const THIRTY_MINUTES = 30 * 60;

/** `true` (any proxy) or a comma-separated list of the proxies' addresses or CIDR ranges. */
const trustProxySchema = z.string().transform((value): TrustProxy => {
  if (value === 'true' || value === 'false') return value === 'true';
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
});

/** How much history to keep: every revision (`all`), the newest n of each object (`n`), or n days (`nd`). */
const historyKeepSchema = z
  .string()
  .regex(/^(all|[1-9][0-9]{0,6}d?)$/, 'must be all, a number of revisions (e.g. 100) or of days (e.g. 90d)')
  .transform((value): HistoryKeep => {
    if (value === 'all') return null;
    return value.endsWith('d') ? { days: Number(value.slice(0, -1)) } : { revisions: Number(value) };
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  ALLOY_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // HS256 is only as strong as its key; a short secret would be guessable offline from any token.
  ALLOY_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALLOY_ADMIN_USERNAME: z.string().min(1).default('admin'),
  ALLOY_ADMIN_PASSWORD: z.string().optional(),
  ALLOY_TOKEN_TTL: z.coerce.number().int().positive().default(THIRTY_MINUTES),
  ALLOY_TRUST_PROXY: trustProxySchema.default(false),
  ALLOY_PASSWORD_COST: z.coerce
    .number()
    .int()
    .min(MIN_PASSWORD_COST)
    .max(MAX_PASSWORD_COST)
    .default(DEFAULT_PASSWORD_COST),
  ALLOY_HISTORY_KEEP: historyKeepSchema.default(null),
  ALLOY_PGLITE_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(DEFAULT_PGLITE_CACHE_MB),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

/** The revisions kept of each object: the newest n, or those of the last n days (always the newest); null: all. */
export type HistoryKeep = { revisions: number } | { days: number } | null;

/** Which `X-Forwarded-For` hops to believe for the client IP (the login rate limit counts per IP). */
export type TrustProxy = boolean | string[];

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory; `memory://` keeps the database in memory. Ignored with `databaseUrl`. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  adminUsername: string;
  adminPassword?: string;
  tokenTtlSeconds: number;
  /** Unset: the IP of the connection counts, which behind a load balancer is the balancer's. */
  trustProxy?: TrustProxy;
  /** scrypt's N as a power of two for new password hashes; below the default only for tests. */
  passwordCost: number;
  historyKeep: HistoryKeep;
  /** The embedded database's page cache in megabytes. */
  pgliteCacheMb: number;
  production: boolean;
}

export class ConfigError extends Error {}

/** Reads the environment; empty variables count as unset. Throws `ConfigError` naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.ALLOY_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.ALLOY_JWT_SECRET,
    adminUsername: e.ALLOY_ADMIN_USERNAME,
    adminPassword: e.ALLOY_ADMIN_PASSWORD,
    tokenTtlSeconds: e.ALLOY_TOKEN_TTL,
    trustProxy: e.ALLOY_TRUST_PROXY,
    passwordCost: e.ALLOY_PASSWORD_COST,
    historyKeep: e.ALLOY_HISTORY_KEEP,
    pgliteCacheMb: e.ALLOY_PGLITE_CACHE_MB,
    production: e.NODE_ENV === 'production',
  };
}
