// The page-view beacon's body.
import * as v from 'valibot';
import { validationMessages as m } from './messages/validation';

/** A path on this site: starts with one slash, plain URL characters, no query or fragment, not the API or admin. */
export const PageViewSchema = v.object({
  path: v.pipe(
    v.string(m.pathRequired),
    v.maxLength(200, m.pathTooLong),
    v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, m.pathNotPage),
    v.check((p) => !/^\/(api|admin)(\/|$)/.test(p), m.pathNotPublic),
  ),
});
export type PageView = v.InferInput<typeof PageViewSchema>;
