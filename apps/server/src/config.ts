import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Secret for signing access tokens; generated and kept in DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Key signing the human-check (ALTCHA) challenges; generated and kept in DATA_DIR when not given. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** Proof-of-work difficulty: PBKDF2 iterations per attempt and the largest secret counter. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(5000),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Provender <no-reply@provender.local>'),
  PUBLIC_URL: z.string().url().optional(),
  IMAGE_SOURCE_DIR: z.string().optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(10).default(3000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  altchaHmacKey: string;
  altchaCost: number;
  altchaMaxCounter: number;
  tokenTtlSeconds: number;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  imageDir: string;
  imageSourceDir: string;
  webDistDir: string;
  seedProducts: number;
  /** Load the demo data when the database is empty (first start). */
  seedOnEmpty: boolean;
  trustProxy: boolean;
  env: 'development' | 'production' | 'test';
  /** The card processor; the built-in offline test gateway when not given (decision 034). */
  paymentGateway?: PaymentGateway;
  /** Where log lines go instead of stdout (tests read them to check that no secret is logged). */
  logStream?: { write(line: string): void };
}

const repoRoot = resolve(import.meta.dirname, '../../..');

function loadSecret(dataDir: string, given: string | undefined, fileName = 'jwt-secret'): Uint8Array {
  if (given) return new TextEncoder().encode(given);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir, e.JWT_SECRET),
    altchaHmacKey: overrides.altchaHmacKey ?? new TextDecoder().decode(loadSecret(dataDir, e.ALTCHA_HMAC_KEY, 'altcha-hmac-key')),
    altchaCost: e.ALTCHA_COST,
    altchaMaxCounter: e.ALTCHA_MAX_COUNTER,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    imageDir: join(dataDir, 'images'),
    imageSourceDir: e.IMAGE_SOURCE_DIR ? resolve(e.IMAGE_SOURCE_DIR) : join(dataDir, 'image-source'),
    webDistDir: join(repoRoot, 'apps/web/dist'),
    seedProducts: e.SEED_PRODUCTS,
    seedOnEmpty: true,
    trustProxy: e.TRUST_PROXY,
    env: e.NODE_ENV,
    ...overrides,
  };
}
