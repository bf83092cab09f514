import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export declare const chromiumPath: () => string;
export declare const CHROMIUM_ARGS: string[];
export declare const freePort: () => Promise<number>;
export declare function newest(dir: string): number;
export declare const SITE_SOURCES: string[];
export declare const SERVER_SOURCES: string[];
export declare function serverNodeFlags(): string[];
export declare function isStale(built: string, sources: string[]): boolean;
export declare function buildSiteIfStale(): void;
export declare const localServerEnv: (
  port: number,
  dataDir: string,
) => { PORT: string; HOST: string; DATA_DIR: string; BACKUP_DIR: string };
export declare const measuredServerMail: (port: number) => { PUBLIC_URL: string; NOTIFY_EMAIL: string; MAIL_FROM: string };
export declare const startSourceServer: (port: number, dataDir: string, logLevel: string) => ChildProcessByStdio<null, Readable, Readable>;
