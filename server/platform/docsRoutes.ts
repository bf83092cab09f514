// GET /api/openapi.json (the API's OpenAPI 3.1 document) and GET /api/docs (the same as a readable page), made from
// the routes of `app`, which describe themselves (server/platform/apiDoc.ts).
import { Hono } from 'hono';
import { describe, openApiDocument } from './apiDoc';
import { apiDocsHtml } from './apiDocsPage';
import type { AppEnv } from './deps';

export const docsRoutes = (app: () => Hono<AppEnv>) => {
  /** Both are made once per process: they change only with the code. */
  let document: Promise<Record<string, unknown>> | undefined;
  const made = () => {
    document ??= openApiDocument(app());
    return document;
  };
  let json: string | undefined;
  let page: string | undefined;
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      describe({
        tag: 'Docs',
        summary: 'This OpenAPI 3.1 document',
        answer: { status: 200, schema: null, description: 'The document.', files: { 'application/json': 'The OpenAPI document.' } },
      }),
      async (c) => {
        json ??= JSON.stringify(await made());
        c.header('Cache-Control', 'public, max-age=300');
        return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
      },
    )
    .get(
      '/docs',
      describe({
        tag: 'Docs',
        summary: 'This document as a readable page',
        answer: { status: 200, schema: null, description: 'An HTML page.', files: { 'text/html': 'The reference page.' } },
      }),
      async (c) => {
        page ??= apiDocsHtml(await made());
        c.header('Cache-Control', 'public, max-age=300');
        return c.html(page);
      },
    );
};
