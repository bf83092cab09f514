// Environment → typed config, checked with valibot so a typo fails at start with a clear message.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const int = (fallback: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), String(fallback));

const EnvSchema = v.object({
  PORT: int(3001),
  // Empty: every address of the machine, IPv6 and IPv4 alike (Node listens on :: where the system has IPv6, else 0.0.0.0).
  HOST: v.optional(v.string(), ''),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string()),
  NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front of the server (0-99)'),
      v.transform((s) => (s === 'true' ? 1 : s === 'false' ? 0 : Number(s))),
    ),
    'false',
  ),
  RATE_LIMIT_MULTIPLIER: int(1),
  PUBLIC_CACHE_SECONDS: int(5),
  DATABASE_POOL_SIZE: int(20),
  UPLOAD_DAILY_MB: int(25),
  UPLOADS_IN_FLIGHT: int(8),
  STATIC_DIR: v.optional(v.string(), './dist'),
  // Beside the data by default (DATA_DIR/backups): a backup holds everything the database does.
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  BACKUP_KEEP: int(14),
  SCHEDULER_INTERVAL_SECONDS: int(300),
  // 0: one fewer than the cores, at most 2 (1 on a 2-core machine), so the request loop keeps a core.
  PDF_WORKERS: int(0),
  PDF_QUEUE: int(8),
  PDF_CACHE_MB: int(32),
  TEST_NOW: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp such as 2027-10-24T06:00:00Z'))),
});

/**
 * Stand-ins for the settings that name real people and places, used only outside production. The addresses are on
 * example.org (reserved, RFC 2606: no mail to it ever reaches anyone), so a trial run cannot write to a real office.
 */
export const EXAMPLE_MAIL_FROM = 'Ethiopian Cassava Association (example) <no-reply@example.org>';
export const EXAMPLE_NOTIFY_EMAIL = 'office@example.org';

/**
 * The settings mails and links depend on, each with what it is for and what to set it to. Each one left unset stands
 * in with a default (an example on example.org, localhost, or the log instead of delivery), and the server warns about
 * it once at start (`defaultWarnings`).
 */
const MAIL_AND_LINK_SETTINGS = {
  PUBLIC_URL: "the site's public address, e.g. https://cassava.org.et (the links in mails and the certificates' QR codes)",
  NOTIFY_EMAIL: 'where staff notices go (new applications, registrations, messages), e.g. office@cassava.org.et',
  MAIL_FROM: 'the sender of every mail, e.g. "Ethiopian Cassava Association <no-reply@cassava.org.et>"',
  SMTP_URL: 'the mail server that delivers the mails, e.g. smtps://user:password@smtp.example.net:465',
} as const;
export type DefaultedSetting = keyof typeof MAIL_AND_LINK_SETTINGS;

export type AppConfig = {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL (DATABASE_URL only). */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  notifyEmail: string;
  /** PUBLIC_URL, or http://localhost:<PORT> when it is not set. */
  publicUrl: string;
  /** Which of PUBLIC_URL, NOTIFY_EMAIL, MAIL_FROM and SMTP_URL were not set, so that a default stands in (warned at start). */
  defaulted: DefaultedSetting[];
  logLevel: LogLevel;
  /**
   * Reverse proxies in front of the server, each appending the address it saw to X-Forwarded-For (TRUST_PROXY:
   * `true` = 1, `false` = 0). The client address is the entry this many places from the right; 0 reads the socket.
   */
  proxyHops: number;
  /** Raise every rate limit by this factor (benchmarks). */
  rateLimitMultiplier: number;
  /** How long this process keeps a public content answer (events, posts, resources); 0 turns the cache off. */
  publicCacheSeconds: number;
  staticDir: string;
  /** Where the daily backups (and those an admin downloads) are written. */
  backupDir: string;
  /** How many backups to keep in backupDir; older ones are deleted after each new one. */
  backupKeep: number;
  /** Receipt bytes one client address may send per day, counted across every process (RATE_LIMIT_MULTIPLIER applies). */
  uploadDailyBytes: number;
  /** Receipt uploads this process reads at once; one more is refused with 503 and Retry-After. */
  uploadsInFlight: number;
  /** scrypt cost parameter N; lowered in tests only. */
  passwordCost: number;
  /** Worker threads that make the PDFs (server/platform/documentPool.ts). */
  pdfWorkers: number;
  /** PDFs that may wait for a worker; one more is refused with 503 and Retry-After. */
  pdfQueue: number;
  /** Bytes of made PDFs this process keeps in memory. */
  pdfCacheBytes: number;
  /** How often the timed jobs (daily backup, renewal reminders) are looked at; each still runs once per its period. */
  schedulerIntervalMs: number;
  /**
   * TEST_NOW (tests only, refused unless NODE_ENV=test): the moment the process's clock starts at, running on from
   * there, so that tests with real server processes can put them a month ahead (renewal reminders). Undefined: the
   * real clock.
   */
  testNow: Date | undefined;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const picked = Object.fromEntries(Object.keys(EnvSchema.entries).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  if (e.TEST_NOW && env.NODE_ENV !== 'test') throw new Error('Invalid environment:\n  TEST_NOW: only allowed when NODE_ENV=test');
  const defaulted = (Object.keys(MAIL_AND_LINK_SETTINGS) as DefaultedSetting[]).filter((k) => e[k] === undefined);
  return {
    port: e.PORT,
    host: e.HOST || undefined,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: Math.max(1, e.DATABASE_POOL_SIZE),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? EXAMPLE_MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL ?? EXAMPLE_NOTIFY_EMAIL,
    // The port the server listens on, so that a server moved to another port still mails links that reach it.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    defaulted,
    logLevel: e.LOG_LEVEL,
    proxyHops: e.TRUST_PROXY,
    rateLimitMultiplier: Math.max(1, e.RATE_LIMIT_MULTIPLIER),
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    staticDir: e.STATIC_DIR,
    backupDir: e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups'),
    backupKeep: Math.max(1, e.BACKUP_KEEP),
    uploadDailyBytes: Math.max(1, e.UPLOAD_DAILY_MB) * 1024 * 1024,
    uploadsInFlight: Math.max(1, e.UPLOADS_IN_FLIGHT),
    passwordCost: 2 ** 15,
    schedulerIntervalMs: Math.max(1, e.SCHEDULER_INTERVAL_SECONDS) * 1000,
    pdfWorkers: e.PDF_WORKERS || Math.max(1, Math.min(2, availableParallelism() - 1)),
    pdfQueue: e.PDF_QUEUE,
    pdfCacheBytes: e.PDF_CACHE_MB * 1024 * 1024,
    testNow: e.TEST_NOW ? new Date(e.TEST_NOW) : undefined,
  };
}

/**
 * One warning per mail or link setting still at its default: the setting, the value standing in and what to set it
 * to. The server logs them once at start, so that an office that has not set them yet learns why mail goes nowhere
 * or links lead to localhost, without the site refusing to open.
 */
export function defaultWarnings(config: AppConfig): { setting: DefaultedSetting; standsIn: string; setItTo: string }[] {
  const standsIn: Record<DefaultedSetting, string> = {
    PUBLIC_URL: config.publicUrl,
    NOTIFY_EMAIL: config.notifyEmail,
    MAIL_FROM: config.mailFrom,
    SMTP_URL: 'none: each mail is written to the log instead of being sent',
  };
  return config.defaulted.map((setting) => ({ setting, standsIn: standsIn[setting], setItTo: MAIL_AND_LINK_SETTINGS[setting] }));
}
