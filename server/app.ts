// createApp(deps): the whole HTTP app, built from its dependencies (no globals).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { JSON_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES } from '../contract/limits';
import { messages } from '../contract/messages';
import type { AppDeps, AppEnv } from './deps';
import { ApiError, failureBody } from './http';
import { authenticate, requestContext } from './middleware';
import { adminRoutes } from './routes/admin';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { membershipRoutes } from './routes/membership';
import { registrationRoutes } from './routes/registrations';

export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', requestContext(deps));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: CSP,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.config.publicUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );

  const api = new Hono<AppEnv>();
  // The receipt upload streams its own (bigger) limit; everything else is small JSON.
  api.use('*', async (c, next) => {
    const limit = c.req.path === '/api/upload-receipt' ? RECEIPT_MAX_BYTES + 64 * 1024 : JSON_BODY_LIMIT_BYTES;
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new ApiError(413, c.req.path === '/api/upload-receipt' ? messages.membership.receiptTooLarge : messages.http.bodyTooLarge);
      },
    })(c, next);
  });
  api.use('*', authenticate);
  api.route('/', healthRoutes());
  api.route('/auth', authRoutes());
  api.route('/', contentRoutes());
  api.route('/events', registrationRoutes());
  api.route('/events', eventRoutes());
  api.route('/', membershipRoutes());
  api.route('/contact', contactRoutes());
  api.route('/analytics', analyticsRoutes());
  api.route('/admin', adminRoutes());
  api.all('*', (c) => c.json(failureBody('No such API endpoint.'), 404));

  app.route('/api', api);

  if (deps.staticSite) {
    const site = deps.staticSite;
    app.get('*', (c) => site.serve(c));
    app.on('HEAD', '*', (c) => site.serve(c));
  }
  app.notFound((c) => c.json(failureBody(messages.http.notFound), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(failureBody(err.message, err.fields), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(failureBody(err.message || messages.http.validation), err.status);
    }
    const requestId = c.get('requestId');
    deps.logger.error('unhandled error', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return c.json({ ...failureBody(messages.http.internal), requestId }, 500);
  });

  return app;
}
export type App = ReturnType<typeof createApp>;
