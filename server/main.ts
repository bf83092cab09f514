// Entry point: config → data directory lock → database → migrate → seed → listen; clean shutdown on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import type { Database } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { type AppConfig, defaultWarnings, loadConfig } from './platform/config';
import { createLogger, type Logger } from './platform/logger';

/** Requests still running this long after a stop signal are cut, so that the whole stop takes under 10 s. */
const DRAIN_MS = 7_000;
/** The stop is forced after this long whatever it is waiting for (the lock file is still removed on exit). */
const FORCE_EXIT_MS = 9_500;

async function main() {
  const startedAt = new Date();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    // The message names each setting and what to set it to; a stack trace would only bury it.
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  // Signals are taken from the start: one that comes while the database opens stops the server once it is up,
  // instead of killing the process with the data directory open.
  let stop: ((signal: NodeJS.Signals) => void) | undefined;
  let early: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop) stop(signal);
    else early ??= signal;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  // The embedded database's directory is locked before the rest of the server is even loaded (seconds on a busy
  // machine), so a second process on it is refused at once.
  let unlock: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      unlock = await acquireDataDirLock(config.dataDir, { logger });
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      logger.error('the data directory is in use by another process', {
        dataDir: err.dataDir,
        holder: { pid: err.holder.pid, hostname: err.holder.hostname, command: err.holder.command },
        error: err.message,
      });
      process.exit(1);
    }
  }
  const [
    { createApp },
    { openPglite, openPostgres },
    { seed },
    { createNodeServer, requestsInFlight },
    mail,
    { prune },
    { loadStaticSite },
    jobs,
  ] = await Promise.all([
    import('./app'),
    import('./db/client'),
    import('./db/seed'),
    import('./listener'),
    import('./platform/outbox'),
    import('./platform/rateLimit'),
    import('./platform/static'),
    Promise.all([
      import('./platform/scheduler'),
      import('./platform/backup'),
      import('./features/members/reminders'),
      import('./features/privacy/service'),
    ]),
  ]);
  const [{ createScheduler }, { dailyBackupJob }, { remindersJob }, { retentionJob }] = jobs;
  // The real clock, or in tests the TEST_NOW moment running on from the start.
  const offsetMs = config.testNow ? config.testNow.getTime() - Date.now() : 0;
  const now = offsetMs ? () => new Date(Date.now() + offsetMs) : () => new Date();

  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, config.databasePoolSize)
      : await openPglite(config.dataDir, { logger, unlock });
    await database.migrate();
  } catch (err) {
    logger.error('could not open the database', { error: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  const seeded = await seed(database.db);
  if (seeded.length) logger.info('seeded built-in content', { steps: seeded });

  const staticSite = await loadStaticSite(config.staticDir, { publicUrl: config.publicUrl });
  if (!staticSite) logger.warn('no built site found; serving the API only', { staticDir: config.staticDir });

  const app = createApp({ database, config, logger, now, startedAt, staticSite });
  const transport = config.smtpUrl ? mail.smtpTransport(config.smtpUrl) : mail.logTransport(logger);
  logger.info('mail', {
    delivery: config.smtpUrl ? `SMTP at ${new URL(config.smtpUrl).host}` : 'none: no SMTP_URL, so each mail is written to this log instead',
    from: config.mailFrom,
    staffNotices: config.notifyEmail,
    links: config.publicUrl,
  });
  // Once at start, one line per setting still at its default, in production as anywhere: the site opens, and the
  // log says what to set before mail and links reach real people.
  for (const w of defaultWarnings(config)) logger.warn(`${w.setting} not set: a default stands in`, w);
  const mailWorker = mail.startMailWorker({
    db: database.db,
    transport,
    from: config.mailFrom,
    logger,
    busy: () => requestsInFlight() > 0,
  });
  const housekeeping = setInterval(() => prune(database.db, new Date()).catch(() => {}), 10 * 60_000);
  // Timed jobs, each claimed in the database so that one process runs it once per period (the daily backup, the day's
  // renewal reminders, the erasure of what non-members sent once its retention period is over).
  const scheduler = createScheduler({
    db: database.db,
    logger,
    now,
    jobs: [
      dailyBackupJob(database, config.backupDir, config.backupKeep, (file) =>
        logger.info('backup written', { file: file.path, bytes: file.bytes, ms: file.ms }),
      ),
      remindersJob(database.db, config.publicUrl, (queued) => logger.info('renewal reminders queued', { queued })),
      retentionJob(database.db, (erased) => logger.info('retention: old records of non-members erased', erased)),
    ],
  });
  scheduler.start(config.schedulerIntervalMs);

  const server = createNodeServer(app);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    logger.info('listening', {
      url: `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`,
      database: database.kind,
      startupMs: Date.now() - startedAt.getTime(),
    });
  });

  let stopping = false;
  stop = (signal) => {
    // Ctrl-C in a terminal reaches npm and the server alike, and npm passes its own on: one stop is enough.
    if (stopping) return logger.info('already shutting down', { signal });
    stopping = true;
    void shutdown(signal);
  };
  const shutdown = async (signal: NodeJS.Signals) => {
    const begun = Date.now();
    logger.info('shutting down', { signal });
    clearInterval(housekeeping);
    setTimeout(() => {
      logger.error('forced exit: the shutdown took too long', { ms: Date.now() - begun });
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    // Requests in flight are answered, and the mail worker finishes the message it is sending (unless the mail server
    // keeps it waiting: that message stays leased and is sent again later), before the database closes.
    const workerStopped = Promise.all([mailWorker.stop(), scheduler.stop()]).then(() => true);
    const waited = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms).unref());
    await Promise.all([
      closeHttp(server, logger),
      Promise.race([workerStopped, waited(DRAIN_MS)]).then(
        (done) => done || logger.warn('the mail worker or a timed job was still running at shutdown'),
      ),
    ]);
    await database.close(); // PGlite: also removes the data directory's lock
    logger.info('stopped', { ms: Date.now() - begun });
    process.exit(0);
  };
  if (early) stop(early);
}

/**
 * Stops accepting connections and resolves once every open one is closed: idle keep-alive connections at once, busy
 * ones as soon as their request is answered, and any still busy after DRAIN_MS cut.
 */
function closeHttp(server: Server, logger: Logger) {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn('requests still running at shutdown were cut', { afterMs: DRAIN_MS });
      server.closeAllConnections();
    }, DRAIN_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

void main();
