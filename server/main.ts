// Entry point: config → database → migrate → seed → listen; clean shutdown on SIGTERM/SIGINT.
import { createApp } from './app';
import { loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { seed } from './db/seed';
import { createNodeServer } from './listener';
import { createLogger } from './logger';
import { logTransport, smtpTransport, startMailWorker } from './services/mail';
import { prune } from './services/rateLimit';
import { loadStaticSite } from './static';

async function main() {
  const startedAt = new Date();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let database: Database;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl, config.databasePoolSize) : await openPglite(config.dataDir);
    await database.migrate();
  } catch (err) {
    logger.error('could not open the database', { error: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  const seeded = await seed(database.db);
  if (seeded.length) logger.info('seeded built-in content', { steps: seeded });

  const staticSite = await loadStaticSite(config.staticDir);
  if (!staticSite) logger.warn('no built site found; serving the API only', { staticDir: config.staticDir });

  const app = createApp({ database, config, logger, now: () => new Date(), startedAt, staticSite });
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger);
  const mailWorker = startMailWorker({ db: database.db, transport, from: config.mailFrom, logger });
  const housekeeping = setInterval(() => prune(database.db, new Date()).catch(() => {}), 10 * 60_000);

  const server = createNodeServer(app);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    logger.info('listening', {
      url: `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`,
      database: database.kind,
      startupMs: Date.now() - startedAt.getTime(),
    });
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    clearInterval(housekeeping);
    const force = setTimeout(() => {
      logger.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Stop accepting; requests in flight finish; idle keep-alive sockets are closed.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    await mailWorker.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
