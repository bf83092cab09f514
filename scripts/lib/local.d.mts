export declare const chromiumPath: () => string;
export declare const CHROMIUM_ARGS: string[];
export declare const freePort: () => Promise<number>;
export declare function newest(dir: string): number;
export declare const SITE_SOURCES: string[];
export declare const SERVER_SOURCES: string[];
export declare function isStale(built: string, sources: string[]): boolean;
