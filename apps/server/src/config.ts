import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { CacheSettings } from './cache/change-feed.ts';
import type { SearchIndexMode } from './modules/catalog/search-indexes.ts';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';
import type { AuthorizeNetConfig } from './modules/payments/authorize-net-gateway.ts';
import type { OutboundSettings } from './outbound/outbound.ts';
import type { PdfRenderingSettings } from './pdf-workers/pdf-renderer.ts';
import type { HttpLimits } from './plugins/connection-limits.ts';

/**
 * TRUST_PROXY (decision 190): the proxies whose X-Forwarded-For the server believes. The client is
 * the right-most address not among them. `true` trusts proxies on loopback and private networks,
 * never every hop: trusting every hop takes the left-most entry, which any client can write, and
 * lets it dodge the per-address limits. Hop counts are refused (Fastify cannot check the peer
 * with them and ignores the header).
 */
export type TrustProxy = false | string[];

const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

export function parseTrustProxy(raw: string): TrustProxy | null {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return [...PRIVATE_PROXIES];
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
  return addresses.length > 0 && addresses.every((a) => address.test(a)) ? addresses : null;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Server processes on PostgreSQL (decision 240): one per core when not given; PGlite is always one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** PostgreSQL connections per server process (decision 373); when not given, 10 shared by the processes. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** Secret for signing access tokens; generated and kept in DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Key signing the human-check (ALTCHA) challenges; generated and kept in DATA_DIR when not given. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** Proof-of-work difficulty: PBKDF2 iterations per attempt and the largest secret counter. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(5000),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** How long a process serves cached users, settings, menus and catalog answers without a change notice (0: no caching). */
  CACHE_TTL_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** When the in-memory search index is built (decision 550): after start and each catalog change, on a search that waits, never. */
  SEARCH_INDEX: z.enum(['background', 'wait', 'off']).default('background'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Provender <no-reply@provender.local>'),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as USD')
    .default('USD'),
  PUBLIC_URL: z.string().url().optional(),
  IMAGE_SOURCE_DIR: z.string().optional(),
  /** The document store's folder (scan documents); DATA_DIR/documents when not given. */
  DOCUMENT_DIR: z.string().optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(10).default(3000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The card and eCheck processor (decision 063): the offline test gateway or Authorize.Net. */
  PAYMENT_GATEWAY: z.enum(['test', 'authorizenet']).default('test'),
  AUTHORIZENET_LOGIN_ID: z.string().optional(),
  AUTHORIZENET_TRANSACTION_KEY: z.string().optional(),
  AUTHORIZENET_ENDPOINT: z.string().url().default('https://apitest.authorize.net/xml/v1/request.api'),
  AUTHORIZENET_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  /** The webhook worker (decision 186): on by default, off by default under NODE_ENV=test. */
  WEBHOOK_WORKER: z.enum(['on', 'off']).optional(),
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** "Remind me to order" (decision 503): the reminder job on by default, off by default under NODE_ENV=test. */
  ORDER_REMINDER_WORKER: z.enum(['on', 'off']).optional(),
  ORDER_REMINDER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** The notification mail worker and weekly digest (decision 521): on by default, off by default under NODE_ENV=test. */
  NOTIFICATION_WORKER: z.enum(['on', 'off']).optional(),
  NOTIFICATION_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Delivered and failed webhook deliveries older than this are deleted by the worker (decision 202). */
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The server's own requests (image URLs, webhooks; decision 405) may go to this machine
   * (127.0.0.1, ::1, localhost; plain http too): on by default in development and tests, refused
   * in production. Private, link-local and metadata addresses are refused whatever it says.
   */
  OUTBOUND_ALLOW_LOOPBACK: z.enum(['on', 'off']).optional(),
  /**
   * Demonstrations and end-to-end runs (decision 233): the server's clock starts at this instant and
   * runs at real speed from there; the demo data is dated from it. Refused under NODE_ENV=production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /**
   * PDF documents (reports, order and receivable documents) render in worker processes (decision
   * 400): this many at once per process (half the cores per process when not given), this many
   * more waiting (503 past it), this many of one customer's (429 past it).
   */
  REPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  REPORT_QUEUE: z.coerce.number().int().min(0).max(1000).default(20),
  REPORT_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(4),
  /** An idle PDF worker process ends after this many seconds, and its memory with it. */
  REPORT_WORKER_IDLE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** How long a client may take over a request's parts, and its connections (decision 384). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null)
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY takes false, true (one proxy), a number of proxies, or proxy addresses (comma separated)',
        });
      return parsed ?? false;
    }),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How many processes `npm run serve` starts (decision 240): 1 on PGlite. */
  processes: number;
  /** PostgreSQL connections each server process keeps at most (decision 373). */
  databasePoolSize: number;
  jwtSecret: Uint8Array;
  altchaHmacKey: string;
  altchaCost: number;
  altchaMaxCounter: number;
  tokenTtlSeconds: number;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The site's currency (ISO 4217, decision 441): prices, totals and payments are in it. */
  currency: string;
  publicUrl: string;
  imageDir: string;
  imageSourceDir: string;
  /** The folder of the scan document store (decision 072). */
  documentDir: string;
  webDistDir: string;
  seedProducts: number;
  /** Load the demo data when the database is empty (first start). */
  seedOnEmpty: boolean;
  /** Which proxies' X-Forwarded-For to believe (decision 190): none, or their addresses. */
  trustProxy: TrustProxy;
  /** Header, body, request and keep-alive timeouts, and the connections one address may hold (decision 384). */
  http: HttpLimits;
  env: 'development' | 'production' | 'test';
  /** The card processor; the built-in offline test gateway when not given (decision 034). */
  paymentGateway?: PaymentGateway;
  /** Which processor PAYMENT_GATEWAY names, with Authorize.Net's credentials (decision 063). */
  gatewayChoice: { kind: 'test' } | { kind: 'authorizenet'; config: AuthorizeNetConfig };
  /** Signed webhooks to the ERP (decisions 185, 186). */
  webhooks: {
    /** Run the delivery worker in this process (tests run it by hand instead). */
    worker: boolean;
    intervalMs: number;
    maxAttempts: number;
    timeoutMs: number;
    /** Finished deliveries (and their attempts) older than this many days are purged. */
    retentionDays: number;
  };
  /** The notification mail worker (decision 521): run it in this process, every intervalMs. */
  notifications: { worker: boolean; intervalMs: number };
  /** The order reminder job (decision 503): run it in this process, every intervalMs. */
  orderReminders: { worker: boolean; intervalMs: number };
  /**
   * Requests the server makes itself (decision 405): image URLs and webhooks go only to public
   * internet addresses; to this machine too when allowLoopback (OUTBOUND_ALLOW_LOOPBACK, never in
   * production). Tests may give a resolver of their own.
   */
  outbound: OutboundSettings;
  /** The process caches (decision 210): their TTL, clock, and whether requests wait for pending changes. */
  cache: CacheSettings;
  /** When the catalog's in-memory search index is built (decision 550). */
  searchIndex: SearchIndexMode;
  /** PDF rendering in worker processes and its limits (decision 400). */
  pdfRendering: PdfRenderingSettings;
  /** The server's clock (dates of delivery, cut-offs, aging, tokens, demo data); tests and CLOCK_START pin it. */
  now?: () => Date;
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

/**
 * How many server processes to run (decision 240): the embedded database belongs to one process;
 * on PostgreSQL WEB_CONCURRENCY, or one per core.
 */
export function serverProcesses(databaseUrl: string | undefined, webConcurrency: number | undefined, cores: number) {
  if (!databaseUrl) return 1;
  return webConcurrency ?? Math.max(1, cores);
}

/** PostgreSQL connections a node's processes keep in all, unless DATABASE_POOL_SIZE says otherwise. */
const NODE_CONNECTIONS = 10;

/**
 * Connections per server process (decision 373): DATABASE_POOL_SIZE, else the node's 10 shared by
 * its processes (at least 2 each). More backends than PostgreSQL's cores can run only queue on
 * its locks, and each new backend plans its statements afresh.
 */
export function databasePoolSize(poolSize: number | undefined, processes: number) {
  return poolSize ?? Math.max(2, Math.ceil(NODE_CONNECTIONS / processes));
}

/**
 * PDF worker processes per server process (decision 400): REPORT_WORKERS, else half the cores left
 * to each process, at least one, so the event loops keep cores of their own while documents render.
 */
export function pdfWorkers(given: number | undefined, processes: number, cores: number) {
  return given ?? Math.max(1, Math.floor(cores / processes / 2));
}

type Env = z.infer<typeof envSchema>;

/** The environment validated, with the combinations refused that no single variable's rule can say. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  // A variable set to nothing (`CLOCK_START=` in a shell or an env file) is not set (decision 352).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_GATEWAY === 'authorizenet' && (!e.AUTHORIZENET_LOGIN_ID || !e.AUTHORIZENET_TRANSACTION_KEY))
    throw new Error(
      'Invalid configuration: PAYMENT_GATEWAY=authorizenet needs AUTHORIZENET_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY',
    );
  if (e.CLOCK_START && e.NODE_ENV === 'production')
    throw new Error('Invalid configuration: CLOCK_START is for demonstrations and tests, never production');
  if (e.OUTBOUND_ALLOW_LOOPBACK === 'on' && e.NODE_ENV === 'production')
    throw new Error('Invalid configuration: OUTBOUND_ALLOW_LOOPBACK is for development and tests, never production');
  return e;
}

function gatewayChoiceOf(e: Env): AppConfig['gatewayChoice'] {
  return e.PAYMENT_GATEWAY === 'authorizenet'
    ? {
        kind: 'authorizenet',
        config: {
          loginId: e.AUTHORIZENET_LOGIN_ID ?? '',
          transactionKey: e.AUTHORIZENET_TRANSACTION_KEY ?? '',
          endpoint: e.AUTHORIZENET_ENDPOINT,
          timeoutMs: e.AUTHORIZENET_TIMEOUT_MS,
        },
      }
    : { kind: 'test' };
}

/** The background workers (on by default, off under NODE_ENV=test) and outbound requests. */
function backgroundSettings(e: Env): Pick<AppConfig, 'webhooks' | 'notifications' | 'orderReminders' | 'outbound'> {
  return {
    webhooks: {
      worker: (e.WEBHOOK_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      intervalMs: e.WEBHOOK_INTERVAL_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retentionDays: e.WEBHOOK_RETENTION_DAYS,
    },
    notifications: {
      worker: (e.NOTIFICATION_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      intervalMs: e.NOTIFICATION_INTERVAL_MS,
    },
    orderReminders: {
      worker: (e.ORDER_REMINDER_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      intervalMs: e.ORDER_REMINDER_INTERVAL_MS,
    },
    outbound: { allowLoopback: (e.OUTBOUND_ALLOW_LOOPBACK ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on' },
  };
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  const processes = serverProcesses(e.DATABASE_URL, e.WEB_CONCURRENCY, availableParallelism());
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    processes,
    databasePoolSize: databasePoolSize(e.DATABASE_POOL_SIZE, processes),
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir, e.JWT_SECRET),
    altchaHmacKey:
      overrides.altchaHmacKey ?? new TextDecoder().decode(loadSecret(dataDir, e.ALTCHA_HMAC_KEY, 'altcha-hmac-key')),
    altchaCost: e.ALTCHA_COST,
    altchaMaxCounter: e.ALTCHA_MAX_COUNTER,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    currency: e.CURRENCY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    imageDir: join(dataDir, 'images'),
    imageSourceDir: e.IMAGE_SOURCE_DIR ? resolve(e.IMAGE_SOURCE_DIR) : join(dataDir, 'image-source'),
    documentDir: e.DOCUMENT_DIR ? resolve(e.DOCUMENT_DIR) : join(dataDir, 'documents'),
    webDistDir: join(repoRoot, 'apps/web/dist'),
    seedProducts: e.SEED_PRODUCTS,
    seedOnEmpty: true,
    trustProxy: e.TRUST_PROXY,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.HTTP_BODY_TIMEOUT_MS,
      requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_BODY_TIMEOUT_MS),
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    gatewayChoice: gatewayChoiceOf(e),
    env: e.NODE_ENV,
    cache: { ttlMs: e.CACHE_TTL_SECONDS * 1000, now: Date.now, settleEachRequest: false },
    searchIndex: e.SEARCH_INDEX,
    pdfRendering: {
      workers: pdfWorkers(e.REPORT_WORKERS, processes, availableParallelism()),
      queue: e.REPORT_QUEUE,
      perCustomer: e.REPORT_PER_CUSTOMER,
      idleTimeoutMs: e.REPORT_WORKER_IDLE_SECONDS * 1000,
    },
    ...backgroundSettings(e),
    ...(e.CLOCK_START ? { now: clockStartingAt(new Date(e.CLOCK_START)) } : {}),
    ...overrides,
  };
}

/** A clock that reads `start` now and runs at real speed from there. */
export function clockStartingAt(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
