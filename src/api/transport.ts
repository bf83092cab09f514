// Where the app's API requests go. In the browser, the page's own server with the browser's fetch. When the server itself
// renders a page (server/platform/pages.ts: a form sent back with its errors, a ticket, a filtered list), the same loaders and
// clients run inside it, and their requests go to the server's own routes in process, answered as the visitor's would be.

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let serverFetch: Fetch | undefined;

/** The server's render sets its in-process fetch here while it renders a page, and clears it after. */
export const setServerFetch = (fetcher: Fetch | undefined) => {
  serverFetch = fetcher;
};

/** `fetch` for the API: a root-relative address (`/api/…`) works in the browser and in the server's render alike. */
export const apiFetch: Fetch = (input, init) =>
  serverFetch ? serverFetch(typeof input === 'string' ? new URL(input, 'http://site.internal') : input, init) : fetch(input, init);
