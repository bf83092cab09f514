export declare const escapeHtml: (s: unknown) => string;
export declare const NOSCRIPT: RegExp;
export declare const PAGE_STATE_ID: string;
export declare const templateCss: (template: string) => string[];
export type PageKit = {
  template: string;
  entryCss: string[];
  appCss: string[];
  routeCss: Record<string, string[]>;
  siteName: string;
  publicUrl?: string;
};
export declare function documentMaker(
  kit: PageKit,
  readCss: (href: string) => string,
): (
  rendered: { html: string; meta: unknown; routeIds: string[] },
  address: string,
  options?: { links?: string[]; state?: unknown; noscript?: string },
) => string;
