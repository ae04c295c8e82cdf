import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUSH_HOSTS, parsePushHosts } from './push-hosts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An empty variable (`DATABASE_URL=`) means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A duration in seconds (fractions allowed, so tests can use small ones). */
const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);

/** Every environment variable Portico reads, parsed once. README: "Configuration". */

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(z.url()),
  /**
   * A streaming read replica of DATABASE_URL's database: the students' aggregate reports (past
   * performance, topic and test-wise analysis, report cards, the overall report, trends) are read
   * there, and from the primary whenever the replica cannot answer (decision 031, docs/deploy.md).
   */
  DATABASE_READ_URL: optional(z.url()),
  /**
   * PostgreSQL connections one API process opens at most. Processes × this (plus the operator
   * commands and other clients) must stay under the server's max_connections (docs/deploy.md). At
   * least 2: at start one holds the migration lock while another migrates.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2, 'DATABASE_POOL_SIZE must be at least 2 (start-up holds one connection for its lock)')
    .default(10),
  PUBLIC_URL: optional(z.url()),
  DEFAULT_COMPANY_CODE: z.string().min(1).default('demo'),
  SMTP_URL: optional(z.string()),
  MAIL_FROM: z.string().default('Portico <no-reply@portico.local>'),
  /** Who sends SMS: `outbox` (none; they stay in the dev outbox) or `twilio`. */
  SMS_DRIVER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC and 32 hex digits')),
  TWILIO_AUTH_TOKEN: optional(z.string()),
  /** A Twilio number in E.164 (`+15005550006`) or an alphanumeric sender ID. */
  TWILIO_FROM: optional(
    z.string().regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, 'must be +E.164 or a sender ID'),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optional(
    z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG and 32 hex digits'),
  ),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  SESSION_COOKIE_SECURE: bool,
  SESSION_TTL_DAYS: z.coerce.number().positive().default(7),
  /**
   * Whose X-Forwarded-For to believe: `true` (every peer: only when nothing but the proxy can reach
   * the API), or the proxies' addresses and networks, comma-separated (`127.0.0.1,10.0.0.0/8`), so a
   * client reaching a process directly cannot write its own address into the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | string[] => {
      const value = (v ?? '').trim();
      if (['', 'false', '0'].includes(value)) return false;
      if (['true', '1'].includes(value)) return true;
      const list = value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(\/\d{1,3})?$/;
      const bad = list.filter((a) => !address.test(a));
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be true, false or addresses (127.0.0.1,10.0.0.0/8); not ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional(z.string()),
  /**
   * Seed the demo companies and their students (whose passwords the README publishes) at start.
   * Off unless asked for: `npm start`, `npm run dev` and the journeys ask (decision 012).
   */
  SEED_DEMO: bool,
  /** Requests allowed per rate-limit window; tests lower the window, never the rules. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Tracks arriving this long after a test's deadline still count; later ones are kept flagged late. */
  TRACK_GRACE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Where uploads live: `local` (DATA_DIR/uploads) or `s3` (any S3-compatible store). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** HMAC key of the local driver's signed addresses; unset: DATA_DIR/storage-secret, made once. */
  STORAGE_SECRET: optional(z.string().min(32, 'STORAGE_SECRET must be at least 32 characters')),
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(z.url()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: bool,
  /**
   * Who takes payments (ARCHITECTURE.md 'Payments'): `test` (a Portico checkout page with Pay and
   * Fail, so the demo works offline; it never takes money, and with NODE_ENV=production purchases
   * are refused) or `razorpay`.
   */
  PAYMENT_GATEWAY: z.enum(['test', 'razorpay']).default('test'),
  RAZORPAY_KEY_ID: optional(
    z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be rzp_test_… or rzp_live_…'),
  ),
  RAZORPAY_KEY_SECRET: optional(z.string().min(8, 'RAZORPAY_KEY_SECRET is too short')),
  /** The secret set on the Razorpay dashboard's webhook (X-Razorpay-Signature). */
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is too short')),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  /**
   * Where students' programs run (ARCHITECTURE.md 'Code execution', decision 025): `sandbox` (Debian's
   * compilers under bubblewrap on this machine) or `judge0` (a Judge0 CE cluster at JUDGE0_URL).
   */
  CODE_RUNNER: z.enum(['sandbox', 'judge0']).default('sandbox'),
  JUDGE0_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Sent as X-Auth-Token when the Judge0 cluster asks for one (its AUTHN_TOKEN). */
  JUDGE0_AUTH_TOKEN: optional(z.string()),
  /** Programs this process runs at once; more wait in line (CODE_RUN_QUEUE of them, at most). */
  CODE_RUN_CONCURRENCY: z.coerce.number().int().positive().default(2),
  CODE_RUN_QUEUE: z.coerce.number().int().min(0).default(16),
  /** A run that waits longer than this for a free slot is refused with 503 (try again). */
  CODE_RUN_QUEUE_WAIT_SECONDS: seconds(20),
  /** Runs one student may start per CODE_RUN_WINDOW_SECONDS; past it, 429 with Retry-After. */
  CODE_RUNS_PER_WINDOW: z.coerce.number().int().positive().default(20),
  CODE_RUN_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Uploads still pending this long (the bytes never arrived, or were never used) are deleted with
   * their bytes. At least 30: an upload link lives 15 minutes and must never outlive its row.
   */
  PENDING_UPLOAD_TTL_MINUTES: z.coerce.number().int().min(30).default(60),
  /** document-upload and profile-upload calls allowed per student in each upload window. */
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Other origins that serve videos (comma-separated, e.g. `https://media.example.com`): the content
   * security policy lets the player load HLS playlists and segments from them.
   */
  MEDIA_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((o) => new URL(o).origin))),
  /**
   * The dev outbox and auto-login links (`/api/dev/*`): only when `true`, never with
   * NODE_ENV=production, and then only for clients on this machine (loopback).
   */
  DEV_TOOLS: bool,
  /**
   * Console reports (a test's item analysis, a cohort) whose computing takes longer than this are kept
   * as snapshots and read from them, refreshed in the background (issue 45 part 4, decision 069);
   * quicker ones are computed on every read. 0: every report from a snapshot.
   */
  REPORT_SNAPSHOT_AFTER_MS: z.coerce.number().int().min(0).default(300),
  /** A snapshot younger than this is read as it is; an older one is read and refreshed behind it. */
  REPORT_SNAPSHOT_FRESH_MINUTES: z.coerce.number().positive().default(10),
  /** A database connection not made in this long fails the call with 503 instead of waiting. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: seconds(5),
  /**
   * Back-pressure: when every connection is taken, this many calls may wait for one; the next is
   * answered 503 with Retry-After at once, and one that waits DATABASE_POOL_WAIT_SECONDS gets it too.
   */
  DATABASE_POOL_QUEUE: z.coerce.number().int().min(0).default(500),
  DATABASE_POOL_WAIT_SECONDS: seconds(1),
  /**
   * Answer-sync statements one process runs at once (group commit, decision 032): syncs that come while
   * they run wait, bounded like the pool's line, and go together as one statement (up to 64 calls).
   */
  SYNC_STATEMENTS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Password hashes (argon2id, ~30 ms of a core each) this process computes at once; more sign-ins
   * wait their turn, so a burst of them never takes every core from the answers being saved.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * The longest a password check waits for its turn: a sign-in that would wait longer is answered
   * 503 with Retry-After at once (and counts as no attempt), instead of hanging for as long as the
   * queue of sign-ins is.
   */
  PASSWORD_HASH_WAIT_SECONDS: seconds(3),
  /**
   * The deployment's VAPID key pair (base64url: the 65-byte public point, the 32-byte private scalar),
   * both or neither; neither: a pair made once and kept in the database (decision 072).
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be 65 bytes in base64url')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url')),
  /** Who push services may contact about this deployment; unset: `mailto:` MAIL_FROM's address. */
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto: or https:')),
  /** Push services a subscription may name (push-hosts.ts): hosts, `*.suffix`, or `http://` origins. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_HOSTS)
    .transform((v, ctx) => {
      try {
        return parsePushHosts(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** The whole header block of a request must arrive within this (slow-header clients). */
  HEADERS_TIMEOUT_SECONDS: seconds(10),
  /**
   * A whole request, headers and body, must arrive within this. Sized for the largest signed upload
   * through the local storage driver (a 25 MB recording) on a slow link (~85 KB/s).
   */
  REQUEST_TIMEOUT_SECONDS: seconds(300),
  /** A connection that sends and receives nothing for this long is closed (a stalled client). */
  IDLE_TIMEOUT_SECONDS: seconds(60),
  /** An idle keep-alive connection is closed after this; above the usual load balancer's 60 s. */
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
  /** Open connections one process accepts; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(2048),
  /** Requests served on one keep-alive connection before it is closed (0: no limit). */
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1000),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDist: string };

/**
 * The repository's root (content/demo, apps/web/dist): three folders up from this module, which is
 * apps/api/src/config.ts under tsx and part of apps/api/dist/<entry>.js in the production build
 * (apps/api/build.mjs keeps its bundles directly in dist/ for this).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * What `NODE_ENV=production` refuses to start with (decision 029): each is a configuration that works
 * on a developer's machine and is unsafe or broken in front of students. Each line names the
 * variable and what to do.
 */
function productionProblems(c: z.infer<typeof ConfigSchema>): string[] {
  const problems: string[] = [];
  if (!c.STORAGE_SECRET) {
    // The key signs the local driver's upload and file addresses and, whatever the driver, the
    // instruction documents' addresses (career), which any process may be asked to verify.
    problems.push(
      'STORAGE_SECRET: required with NODE_ENV=production (otherwise each process makes its own key file in DATA_DIR, and a signed upload or file address fails on the others); set 32+ random characters, e.g. `openssl rand -hex 32`, the same on every process',
    );
  }
  if (c.DEV_TOOLS) {
    problems.push(
      'DEV_TOOLS: must not be true with NODE_ENV=production (the dev outbox shows reset links and codes); remove it',
    );
  }
  if (c.SEED_DEMO) {
    problems.push(
      'SEED_DEMO: must not be true with NODE_ENV=production (it creates the demo students, whose passwords the README publishes); remove it, and create companies with `node apps/api/dist/create-company.js`',
    );
  }
  if (!c.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required with NODE_ENV=production: the scheme (and port, if not the default) students reach the portal on, e.g. https://portal.example (links in mails use it)',
    );
  } else if (new URL(c.PUBLIC_URL).protocol === 'https:' && !c.SESSION_COOKIE_SECURE) {
    problems.push(
      'SESSION_COOKIE_SECURE: must be true when PUBLIC_URL is https:// (sessions would ride in cookies a plain-HTTP request also sends); set SESSION_COOKIE_SECURE=true',
    );
  }
  for (const key of ['RAZORPAY_API_URL', 'TWILIO_API_URL'] as const) {
    if (new URL(c[key]).protocol !== 'https:') {
      problems.push(
        `${key}: must be https:// with NODE_ENV=production (its calls carry the account's secret); remove it to use the provider's address`,
      );
    }
  }
  if (c.PUSH_SERVICE_HOSTS.http.length) {
    problems.push(
      `PUSH_SERVICE_HOSTS: plain http:// origins (${c.PUSH_SERVICE_HOSTS.http.join(', ')}) are for a local stand-in only; list push services by host name`,
    );
  }
  return problems;
}

/**
 * Reads and checks every variable. A bad value, a missing companion (S3_BUCKET with
 * STORAGE_DRIVER=s3, …) or, with NODE_ENV=production, an unsafe setting throws one
 * `Invalid configuration:` error listing every problem, one per line.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET) {
    problems.push('S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3');
  }
  if (c.SMS_DRIVER === 'twilio') {
    if (!c.TWILIO_ACCOUNT_SID) problems.push('TWILIO_ACCOUNT_SID: required when SMS_DRIVER=twilio');
    if (!c.TWILIO_AUTH_TOKEN) problems.push('TWILIO_AUTH_TOKEN: required when SMS_DRIVER=twilio');
    if (!c.TWILIO_FROM && !c.TWILIO_MESSAGING_SERVICE_SID) {
      problems.push(
        'TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_DRIVER=twilio',
      );
    }
  }
  if (c.PAYMENT_GATEWAY === 'razorpay') {
    for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!c[k]) problems.push(`${k}: required when PAYMENT_GATEWAY=razorpay`);
    }
  }
  if (c.CODE_RUNNER === 'judge0' && !c.JUDGE0_URL) {
    problems.push('JUDGE0_URL: required when CODE_RUNNER=judge0');
  }
  if (c.DATABASE_READ_URL && !c.DATABASE_URL) {
    problems.push('DATABASE_READ_URL: a read replica needs DATABASE_URL (PGlite has no replicas)');
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  if (c.HEADERS_TIMEOUT_SECONDS > c.REQUEST_TIMEOUT_SECONDS) {
    problems.push('HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS');
  }
  if (c.NODE_ENV === 'production') problems.push(...productionProblems(c));
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    ...c,
    // Relative paths are read from where the command was started (npm runs workspace scripts in
    // the workspace folder and tells the original one in INIT_CWD).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    webDist: c.WEB_DIST
      ? path.resolve(env.INIT_CWD ?? process.cwd(), c.WEB_DIST)
      : path.join(repoRoot, 'apps/web/dist'),
  };
}

export const REPO_ROOT = repoRoot;

/**
 * The configuration of a command (the server, an operator command), or the process ends with
 * 'Invalid configuration:' and one line per problem, each naming its variable; no stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

/**
 * Settings NODE_ENV=production starts with but logs at start, since a deployment may mean them
 * (decision 029): the process works, and the operator should know what it does not do.
 */
export function productionWarnings(c: Config): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!c.DATABASE_URL) {
    warnings.push(
      'DATABASE_URL is unset: the embedded PGlite in DATA_DIR serves one process only; run more than one with PostgreSQL',
    );
  }
  if (!c.SMTP_URL) {
    warnings.push('SMTP_URL is unset: no mail is sent (verification and reset links, staff invitations)');
  }
  if (c.PAYMENT_GATEWAY === 'test') {
    warnings.push('PAYMENT_GATEWAY=test: purchases answer 503; set PAYMENT_GATEWAY=razorpay to sell');
  }
  if (c.PUBLIC_URL?.startsWith('https:') && !c.TRUST_PROXY) {
    warnings.push(
      'TRUST_PROXY is false while PUBLIC_URL is https://: behind a TLS proxy every student shares its address in the rate limits; set TRUST_PROXY=true',
    );
  }
  return warnings;
}

/** The VAPID subject: VAPID_SUBJECT, else `mailto:` the address of MAIL_FROM. */
export function vapidSubject(c: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM'>): string {
  if (c.VAPID_SUBJECT) return c.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(c.MAIL_FROM)?.[1] ?? c.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** The dev tools (dev outbox, auto-login links) run: asked for, and never in production. */
export const devToolsEnabled = (c: Pick<Config, 'DEV_TOOLS' | 'NODE_ENV'>) =>
  c.DEV_TOOLS && c.NODE_ENV !== 'production';
