import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { adminApi, type DashboardData, fetchFile, saveFile } from '../../api/admin';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { dateTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { DownloadButton, PageHead } from '../ui';

const t = adminCopy.dashboard;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: DashboardData; apiOnline: boolean };

const uptime = (seconds: number) => {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
};
const bytes = (n: number) =>
  n >= 1_073_741_824
    ? `${(n / 1_073_741_824).toFixed(1)} GB`
    : n >= 1_048_576
      ? `${(n / 1_048_576).toFixed(1)} MB`
      : `${Math.max(1, Math.round(n / 1024))} KB`;

/** Admins download a backup written on the spot. */
function BackupPanel() {
  return (
    <section className={s.panel} aria-labelledby="backups">
      <h2 id="backups" className={s.panelTitle}>
        {t.backups}
      </h2>
      <p className={s.muted}>{t.backupsIntro}</p>
      <DownloadButton
        label={t.downloadBackup}
        busyLabel={t.downloadingBackup}
        failedText={t.backupFailed}
        download={async () => saveFile(await fetchFile('/admin/backup'))}
      />
    </section>
  );
}

export function DashboardScreen() {
  const { isAdmin } = useAuth();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const ctrl = new AbortController();
    setLoad({ state: 'loading' });
    Promise.all([
      adminApi.dashboard(ctrl.signal),
      adminApi.health(ctrl.signal).then(
        () => true,
        () => false,
      ),
    ])
      .then(([data, apiOnline]) => setLoad({ state: 'ready', data, apiOnline }))
      .catch((err: Error) => !ctrl.signal.aborted && setLoad({ state: 'failed', message: err.message }));
    return () => ctrl.abort();
  }, [attempt]);

  if (load.state === 'loading') return <Spinner label={adminCopy.common.loading} />;
  if (load.state === 'failed') {
    return (
      <>
        <PageHead title={t.title} />
        <FormAlert tone="error">
          {t.loadFailed} {load.message}
        </FormAlert>
        <Button tone="outline" onClick={() => setAttempt((n) => n + 1)}>
          {adminCopy.common.retry}
        </Button>
      </>
    );
  }
  const { stats, recentActivity, system } = load.data;
  const cards = [
    { label: t.totalEvents, value: stats.totalEvents, to: '/admin/events' },
    { label: t.blogPosts, value: stats.totalBlogPosts, to: '/admin/blog' },
    { label: t.resources, value: stats.totalResources, to: '/admin/resources' },
    { label: t.totalUsers, value: stats.totalUsers, to: '/admin/users' },
  ] as const;
  return (
    <>
      <PageHead title={t.title} intro={t.intro} />
      <section className={s.statGrid} aria-label={t.title}>
        {cards.map((card) => (
          <div key={card.label} className={s.stat}>
            <span className={s.statLabel}>{card.label}</span>
            <span className={s.statValue}>{card.value}</span>
            <Link to={card.to} aria-label={`${t.manage} ${card.label}`}>
              {t.manage}
            </Link>
          </div>
        ))}
      </section>
      <div className={s.panels}>
        <section className={s.panel} aria-labelledby="recent-activity">
          <h2 id="recent-activity" className={s.panelTitle}>
            {t.recentActivity}
          </h2>
          {recentActivity.length === 0 ? (
            <p className={s.muted}>{t.noActivity}</p>
          ) : (
            <ul className={s.plainList}>
              {recentActivity.map((a) => (
                <li key={`${a.kind}-${a.id}`} className={s.activityItem}>
                  <span className={s.cellStrong}>{a.title}</span>
                  <span className={s.muted}>
                    {longDate(a.createdAt)} · {t.createdBy(a.createdBy)}
                    {a.eventDate ? ` · ${t.eventOn(longDate(a.eventDate))}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className={s.plainList}>
          <section className={s.panel} aria-labelledby="quick-actions">
            <h2 id="quick-actions" className={s.panelTitle}>
              {t.quickActions}
            </h2>
            <ul className={s.plainList}>
              <li>
                <Link to="/admin/events">{t.addEvent}</Link>
              </li>
              <li>
                <Link to="/admin/blog">{t.writePost}</Link>
              </li>
              <li>
                <Link to="/admin/resources">{t.addResource}</Link>
              </li>
              <li>
                <Link to="/admin/applications">{t.reviewApplications}</Link>
              </li>
              <li>
                <Link to="/admin/messages">{t.readMessages}</Link>
              </li>
            </ul>
          </section>
          <section className={s.panel} aria-labelledby="system-status">
            <h2 id="system-status" className={s.panelTitle}>
              {t.systemStatus}
            </h2>
            <dl className={s.dl}>
              <dt>{t.api}</dt>
              <dd data-testid="api-status">{load.apiOnline ? t.apiOnline : t.apiOffline}</dd>
              <dt>{t.uptime}</dt>
              <dd>{uptime(system.uptimeSeconds)}</dd>
              <dt>{t.database}</dt>
              <dd>
                {bytes(system.databaseBytes)} ({system.databaseKind})
              </dd>
              <dt>{t.lastBackup}</dt>
              <dd data-testid="last-backup">
                {system.lastBackup ? `${dateTime(system.lastBackup.createdAt)} · ${bytes(system.lastBackup.bytes)}` : t.noBackupYet}
              </dd>
              <dt>{t.pendingRegistrations}</dt>
              <dd data-testid="pending-registrations">
                <Link to="/admin/registrations">{stats.pendingRegistrations}</Link>
              </dd>
            </dl>
          </section>
          {isAdmin && <BackupPanel />}
        </div>
      </div>
    </>
  );
}
