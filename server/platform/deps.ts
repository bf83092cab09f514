import type { Role, UserStatus } from '../../contract/roles';
import type { Database } from '../db/client';
import type { EventMail } from '../messages/notifications';
import type { AppConfig } from './config';
import type { DocumentPool } from './documentPool';
import type { Logger } from './logger';
import type { PublicCache, ShortCache } from './publicCache';
import type { RateLimiter } from './rateLimit';
import type { StaticSite } from './static';

/** Everything the app needs from outside; tests build their own. No module-level state anywhere. */
export type AppDeps = {
  database: Database;
  config: AppConfig;
  logger: Logger;
  /** The current time; tests move it to check expiry and "upcoming". */
  now: () => Date;
  /** Waits `ms` (a sign-in paced by its account's throttle); tests move their clock instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  startedAt: Date;
  staticSite?: StaticSite;
};

/** What createApp adds to the deps: per-app (per-process) state, made fresh for every app. */
export type AppServices = AppDeps & {
  /** Per-IP limits of the public forms, reserved in blocks from the shared counters. */
  rateLimiter: RateLimiter;
  /** Serialized public content answers, cleared by every staff write. */
  publicCache: PublicCache;
  /** Totals of the staff lists per list, filter and search, kept a few seconds; every write through this process clears them. */
  listTotals: ShortCache<number>;
  /** Event details for registration mails, kept like the public answers and cleared with them. */
  /** Events as a registration reads them (features/events/registrations.ts), kept briefly per process. */
  registrationEvents: ShortCache<EventMail>;
  /** The PDFs, made by worker threads and kept once made. */
  documents: DocumentPool;
};

export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  firstName: string | null;
  lastName: string | null;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppServices;
    user: AuthUser | undefined;
    tokenHash: string | undefined;
  };
};
