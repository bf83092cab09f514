// GET /api/admin/backup: an admin downloads a backup of the whole database, written now (and kept with the daily ones).
import { open } from 'node:fs/promises';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { ADMIN, describe, file } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import { backupToDir } from '../../platform/backup';
import type { AppEnv } from '../../platform/deps';
import { requireAdmin } from '../../platform/middleware';

export const adminBackupRoutes = () =>
  new Hono<AppEnv>().get(
    '/',
    describe({
      tag: 'Admin',
      summary: 'Download a backup of the whole database, written now',
      roles: ADMIN,
      answer: file('The backup.', { 'application/gzip': 'A gzipped backup file.' }),
    }),
    requireAdmin,
    async (c) => {
      const deps = c.get('deps');
      const user = c.get('user')!;
      const file = await backupToDir(deps.database, deps.config.backupDir, deps.config.backupKeep, deps.now());
      // Opened before anything else can rotate it away: an open file stays readable after it is deleted.
      const handle = await open(file.path, 'r');
      await audit(deps.database.db, user, 'backup.download', 'backup', file.name, { bytes: file.bytes, rows: file.rows });
      deps.logger.info('backup downloaded', { userId: user.id, file: file.name, bytes: file.bytes, ms: file.ms });
      c.header('Content-Type', 'application/gzip');
      c.header('Content-Length', String(file.bytes));
      c.header('Content-Disposition', `attachment; filename="${file.name}"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        // An admin who leaves mid-download just ends the stream; the file stays in the backup folder.
        out.onAbort(() => void handle.close().catch(() => {}));
        try {
          for (;;) {
            // A fresh buffer each time: the stream may still hold the previous chunk when the next is read.
            const buffer = Buffer.allocUnsafe(256 * 1024);
            const { bytesRead } = await handle.read(buffer, 0, buffer.length);
            if (bytesRead === 0 || out.aborted) break;
            await out.write(buffer.subarray(0, bytesRead));
          }
        } finally {
          await handle.close().catch(() => {});
        }
      });
    },
  );
