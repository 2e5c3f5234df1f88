import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ApiConfig {
  port: number;
  host: string;
  /** Where clients reach this API (`API_URL`); absolute URLs in answers are built on it. */
  publicUrl: string;
  /** The site's address (`SHELL_ORIGIN`, else the shell's local port): links in e-mails point there. */
  siteUrl: string;
  /** Origins whose pages may call this API from a browser (CORS): the site's shell and the remotes'
   * standalone pages. `CORS_ORIGINS` (comma-separated) replaces the default; `null` is never allowed. */
  corsOrigins: string[];
  /** SQLite's `synchronous`: NORMAL by default, FULL to survive an OS crash with every commit. */
  sqliteSynchronous: 'NORMAL' | 'FULL';
  /** Where uploads, the mail outbox and (without `databaseUrl`) the SQLite file live. */
  dataDir: string;
  /** `DATABASE_URL=postgres://…` runs the API on PostgreSQL; without it, SQLite in `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL connections per API process (`DATABASE_POOL`). */
  databasePool: number;
  /** API processes serving one port (`API_WORKERS`, node's cluster). */
  workers: number;
  /** bcrypt's work factor for new password hashes (`PASSWORD_HASH_COST`, 4 to 31; 10 by default). */
  passwordHashCost: number;
  /** A fixed secret for signing tokens; without it one is generated once and kept in the data folder. */
  jwtSecret?: string;
  tokenTtl: string;
  /** SMTP connection URL (smtp://user:pass@host:port); without it mail is written to `${dataDir}/outbox`. */
  smtpUrl?: string;
  mailFrom: string;
  siteInbox: string;
  /** Failed logins allowed in 15 minutes per account and address pair, and per address (successful ones do
   * not count); past `loginAccountCeiling` failures of one account from all addresses, a correct password also
   * needs a code e-mailed to the account. */
  loginRateLimit: number;
  loginAddressLimit: number;
  loginAccountCeiling: number;
  otpRateLimit: number;
  /** Limits kept in the database, per hour unless said: OTP mails and reset tries per e-mail, new
   * accounts per address, complaints per account (per day), uploads per account. */
  otpPerEmail: number;
  resetPerEmail: number;
  registerPerAddress: number;
  complaintsPerAccount: number;
  uploadsPerAccount: number;
  logger: boolean;
  /** Rounds of the busiest reads a new process answers to itself before it reports ready (`API_WARM_ROUNDS`). */
  warmUpRounds: number;
  /** A search with up to this many matches is sorted in full; one with more walks a listing index (`SEARCH_SORT_ALL_UP_TO`). */
  searchSortAllUpTo: number;
  /** A generateContent-style text model; without both, drafts come from the local drafter. */
  aiProviderUrl?: string;
  aiApiKey?: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The shell's and each remote's origin, as the site's servers are configured (see tools/apps.cjs). */
function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  const apps: [string, string, number][] = [
    ['SHELL_ORIGIN', 'SHELL_PORT', 3000],
    ['MFE_STUDENT_ORIGIN', 'STUDENT_PORT', 3001],
    ['MFE_OWNER_ORIGIN', 'OWNER_PORT', 3002],
    ['MFE_LEGAL_ORIGIN', 'LEGAL_PORT', 3003],
  ];
  return apps.map(([originEnv, portEnv, port]) =>
    trimSlash(env[originEnv] || `http://localhost:${env[portEnv] || port}`),
  );
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = intFrom(env.API_PORT ?? env.PORT, 4000);
  return {
    port,
    publicUrl: trimSlash(env.API_URL || `http://localhost:${port}`),
    siteUrl: siteOrigins(env)[0],
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS?.toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL',
    corsOrigins: (env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((o) => trimSlash(o.trim()))
      : siteOrigins(env)
    ).filter((o) => o && o !== 'null'),
    host: env.API_HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(here, '..', 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: intFrom(env.DATABASE_POOL, 10),
    workers: intFrom(env.API_WORKERS, 1),
    passwordHashCost: Math.min(31, Math.max(4, intFrom(env.PASSWORD_HASH_COST, 10))),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtl: env.TOKEN_TTL ?? '7d',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Hostel Hub <no-reply@hostelhub.in>',
    siteInbox: env.SITE_INBOX ?? 'support@hostelhub.in',
    loginRateLimit: intFrom(env.LOGIN_RATE_LIMIT, 10),
    loginAddressLimit: intFrom(env.LOGIN_ADDRESS_LIMIT, 50),
    loginAccountCeiling: intFrom(env.LOGIN_ACCOUNT_CEILING, 100),
    otpRateLimit: intFrom(env.OTP_RATE_LIMIT, 5),
    otpPerEmail: intFrom(env.OTP_EMAIL_LIMIT, 5),
    resetPerEmail: intFrom(env.RESET_EMAIL_LIMIT, 15),
    registerPerAddress: intFrom(env.REGISTER_RATE_LIMIT, 10),
    complaintsPerAccount: intFrom(env.COMPLAINT_RATE_LIMIT, 10),
    uploadsPerAccount: intFrom(env.UPLOAD_RATE_LIMIT, 60),
    logger: env.API_LOG === '1',
    warmUpRounds: env.API_WARM_ROUNDS === '0' ? 0 : intFrom(env.API_WARM_ROUNDS, 60),
    searchSortAllUpTo: intFrom(env.SEARCH_SORT_ALL_UP_TO, 2000),
    aiProviderUrl: env.AI_PROVIDER_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
  };
}

/** The database the configuration names (see `openDatabase`). */
export function databaseTarget(config: ApiConfig) {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteSynchronous: config.sqliteSynchronous,
    poolSize: config.databasePool,
  };
}
