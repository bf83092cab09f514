// GET /api/openapi.json (the API's OpenAPI 3.1 document) and GET /api/docs (the same as a readable page).
import { Hono } from 'hono';
import { apiDocsHtml } from '../apiDocs';
import type { AppEnv } from '../deps';
import { openApiDocument } from '../openapi';

/** Both are made once per process: they change only with the code. */
let page: string | undefined;
let document: string | undefined;

export const docsRoutes = () =>
  new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(openApiDocument());
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      page ??= apiDocsHtml(openApiDocument());
      c.header('Cache-Control', 'public, max-age=300');
      return c.html(page);
    });
