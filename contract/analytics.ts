// The page-view beacon's body.
import * as v from 'valibot';
import { say } from './say';

/** A path on this site: starts with one slash, plain URL characters, no query or fragment, not the API or admin. */
export const PageViewSchema = v.object({
  path: v.pipe(
    v.string(say('pathRequired')),
    v.maxLength(200, say('pathTooLong')),
    v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, say('pathNotPage')),
    v.check((p) => !/^\/(api|admin)(\/|$)/.test(p), say('pathNotPublic')),
  ),
});
export type PageView = v.InferInput<typeof PageViewSchema>;
