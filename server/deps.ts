import type { Role, UserStatus } from '../contract/roles';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { StaticSite } from './static';

/** Everything the app needs from outside; tests build their own. No module-level state anywhere. */
export type AppDeps = {
  database: Database;
  config: AppConfig;
  logger: Logger;
  /** The current time; tests move it to check expiry and "upcoming". */
  now: () => Date;
  startedAt: Date;
  staticSite?: StaticSite;
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
    deps: AppDeps;
    user: AuthUser | undefined;
    tokenHash: string | undefined;
  };
};
