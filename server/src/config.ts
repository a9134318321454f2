import path from 'node:path';
import { z } from 'zod';
import { parseServerKey } from './secrets/server-key.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  KUDOS_DATA_DIR: z.string().min(1).default('./.data'),
  /** The built web app (`npm run build:renderer`), served at `/` with the SPA fallback. */
  KUDOS_WEB_DIR: z.string().min(1).default('./dist/renderer'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  KUDOS_BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, {
      error: 'KUDOS_BASE_DOMAIN must be a host name such as localhost or kudos.example.com',
    })
    .default('localhost'),
  /** The scheme and port tenant URLs are built with; defaults follow PORT on http. */
  KUDOS_PUBLIC_URL: z.url().optional(),
  KUDOS_MAINTENANCE: flag,
  KUDOS_SEED: flag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('Kudos <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  /** An OpenAI-compatible endpoint for message refinement; without it the feature is off. */
  REFINEMENT_API_URL: z.url().optional(),
  REFINEMENT_API_KEY: z.string().optional(),
  REFINEMENT_MODEL: z.string().default('gpt-4o-mini'),
  /** A GIPHY-compatible API (search and trending); without a key the GIF button is hidden. */
  GIF_API_URL: z.url().default('https://api.giphy.com/v1/gifs'),
  GIF_API_KEY: z.string().optional(),
  /** S3-compatible media storage; with a bucket set, media go there instead of KUDOS_DATA_DIR. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** Lets a platform operator switch maintenance on and off through the API. */
  KUDOS_OPERATOR_TOKEN: z
    .string()
    .min(32, { error: 'KUDOS_OPERATOR_TOKEN must be at least 32 characters' })
    .optional(),
  /** Encrypts secrets at rest (server/src/secrets); unset: generated once in the data directory. */
  KUDOS_SECRET_KEY: z
    .string()
    .refine((value) => parseServerKey(value) !== null, {
      error: 'KUDOS_SECRET_KEY must be 32 bytes, as 64 hex digits or base64',
    })
    .optional(),
  /** DNS servers for e-mail domain verification (`ip` or `ip:port`, comma-separated); unset: the system's. */
  KUDOS_DNS_SERVERS: z
    .string()
    .regex(/^[0-9a-f.:[\]]+(,[0-9a-f.:[\]]+)*$/i, {
      error: 'KUDOS_DNS_SERVERS must be addresses such as 127.0.0.1:5353, comma-separated',
    })
    .optional(),
  /** Multiplies the sign-in, recovery and feedback allowances; only for test runs that sign in often. */
  KUDOS_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** How long a resolved token is reused; changes to sessions clear it at once (0: off). */
  KUDOS_AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  KUDOS_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  webDir: string;
  databaseUrl: string | undefined;
  baseDomain: string;
  /** e.g. `http://{host}:8080`: `{host}` is replaced by a tenant's host name. */
  publicUrlTemplate: string;
  maintenance: boolean;
  seed: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  refinementConfigured: boolean;
  /** The OpenAI-compatible endpoint (base URL ending before /chat/completions), when set. */
  refinement: { url: string; apiKey: string | undefined; model: string } | null;
  gif: { url: string; apiKey: string } | null;
  /** Media storage in an S3-compatible bucket; null stores media on disk under dataDir. */
  s3: S3Config | null;
  operatorToken: string | undefined;
  tokenTtlMs: number;
  authCacheMs: number;
  rateLimitFactor: number;
  /** KUDOS_SECRET_KEY as given (checked above to be 32 bytes, hex or base64). */
  secretKey: string | undefined;
  /** KUDOS_DNS_SERVERS: null uses the system's resolvers. */
  dnsServers: string[] | null;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

/** Reads the environment, failing with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = c.KUDOS_PUBLIC_URL ? new URL(c.KUDOS_PUBLIC_URL) : new URL(`http://localhost:${c.PORT}`);
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.KUDOS_DATA_DIR),
    webDir: path.resolve(c.KUDOS_WEB_DIR),
    databaseUrl: c.DATABASE_URL,
    baseDomain: c.KUDOS_BASE_DOMAIN.toLowerCase(),
    publicUrlTemplate: `${publicUrl.protocol}//{host}${port}`,
    maintenance: c.KUDOS_MAINTENANCE,
    seed: c.KUDOS_SEED,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    refinementConfigured: c.REFINEMENT_API_URL !== undefined,
    refinement: c.REFINEMENT_API_URL
      ? { url: c.REFINEMENT_API_URL, apiKey: c.REFINEMENT_API_KEY, model: c.REFINEMENT_MODEL }
      : null,
    gif: c.GIF_API_KEY ? { url: c.GIF_API_URL, apiKey: c.GIF_API_KEY } : null,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          // Without keys the SDK's usual chain applies (environment, instance role).
          credentials:
            c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : null,
    operatorToken: c.KUDOS_OPERATOR_TOKEN,
    tokenTtlMs: c.KUDOS_TOKEN_TTL_HOURS * 3600_000,
    authCacheMs: c.KUDOS_AUTH_CACHE_SECONDS * 1000,
    rateLimitFactor: c.KUDOS_RATE_LIMIT_FACTOR,
    dnsServers: c.KUDOS_DNS_SERVERS ? c.KUDOS_DNS_SERVERS.split(',') : null,
    secretKey: c.KUDOS_SECRET_KEY,
  };
}
