// The API's paths for the calls that must not load the typed client (src/api/client.ts): a public page's first view,
// the page-view beacon, the receipt upload (XMLHttpRequest, for its progress). They are typed from the server's routes
// all the same, so a route renamed or removed breaks them at typecheck, and cost the page nothing (the import is a type).
import type { ExtractSchema } from 'hono/types';
import type { ApiRoutes } from '../../server/app';

type ApiPath = keyof ExtractSchema<ApiRoutes> & string;

/** `/api` and a path the server serves ("/members" → "/api/members"). */
export const apiPath = <P extends ApiPath>(path: P) => `/api${path}` as const;
