// The page-view beacon's body.
import * as v from 'valibot';

/** A path on this site: starts with one slash, plain URL characters, no query or fragment, not the API or admin. */
export const PageViewSchema = v.object({
  path: v.pipe(
    v.string('Path is required'),
    v.maxLength(200, 'Path is too long'),
    v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, 'Path must be a page path on this site'),
    v.check((p) => !/^\/(api|admin)(\/|$)/.test(p), 'Path must be a public page'),
  ),
});
export type PageView = v.InferInput<typeof PageViewSchema>;
