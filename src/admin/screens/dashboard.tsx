import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createLoadMachine, type LoadState } from '../../../machines/adminLoad';
import { createTaskMachine } from '../../../machines/adminTask';
import { adminApi, BUILT_IN_CREATOR, type DashboardData, fetchFile, saveFile } from '../../api/admin';
import { api } from '../../api/client';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { dateTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { asWritten } from '../../i18n/localized';
import * as s from '../admin.css';
import { DownloadButton, PageHead, Panel } from '../ui';

const t = adminCopy.dashboard;

const quickActions = [
  { to: '/admin/events', label: t.addEvent },
  { to: '/admin/blog', label: t.writePost },
  { to: '/admin/resources', label: t.addResource },
  { to: '/admin/applications', label: t.reviewApplications },
  { to: '/admin/messages', label: t.readMessages },
] as const;

type Summary = { data: DashboardData; apiOnline: boolean };

/** The summary and whether the API answers its health check (an unanswered check reads Offline, not a failure). */
const dashboardLogic = createLoadMachine<null, Summary>({ id: 'adminDashboard' }).provide({
  actors: {
    load: fromPromise<Summary, { params: null }>(async ({ signal }) => {
      const [data, apiOnline] = await Promise.all([
        adminApi.dashboard(signal),
        adminApi.health(signal).then(
          () => true,
          () => false,
        ),
      ]);
      return { data, apiOnline };
    }),
  },
});
export type DashboardLogic = typeof dashboardLogic;

/** A backup written on the spot, saved as a file. */
const backupLogic = createTaskMachine<null, void>('backup').provide({
  actors: { run: fromPromise(async () => saveFile(await fetchFile(api.admin.backup.$path()))) },
});

const uptime = (seconds: number) => {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? t.uptimeDays(d, h) : h > 0 ? t.uptimeHours(h, m) : t.uptimeMinutes(m);
};
const bytes = (n: number) =>
  n >= 1_073_741_824
    ? t.gigabytes((n / 1_073_741_824).toFixed(1))
    : n >= 1_048_576
      ? t.megabytes((n / 1_048_576).toFixed(1))
      : t.kilobytes(Math.max(1, Math.round(n / 1024)));

/** Admins download a backup written on the spot. */
function BackupPanel() {
  return (
    <Panel id="backups" title={t.backups}>
      <p className={s.muted}>{t.backupsIntro}</p>
      <DownloadButton
        label={t.downloadBackup}
        busyLabel={t.downloadingBackup}
        failedText={t.backupFailed}
        logic={backupLogic}
        params={null}
      />
    </Panel>
  );
}

type WorkEvent = DashboardData['work']['today'];

/** One event's line: its title, date, seats taken and people checked in, and its registrations. */
function EventWork({ label, event }: { label: string; event: WorkEvent }) {
  return (
    <li className={s.activityItem}>
      <span className={s.muted}>{label}</span>
      {event ? (
        <>
          <Link to="/admin/registrations" search={{ eventId: event.id }} className={s.cellStrong}>
            <span lang={asWritten(event.title).lang}>{event.title}</span>
          </Link>
          <span className={s.muted}>
            {longDate(event.date)} · {t.seatsTaken(event.seatsConfirmed, event.capacity)} · {t.checkedIn(event.checkedIn)}
          </span>
        </>
      ) : (
        <span>{t.noEvent}</span>
      )}
    </li>
  );
}

/** What waits for staff today, each figure linked to the list that shows it (failed mails have no list). */
function Attention({ data }: { data: DashboardData }) {
  const { work, stats } = data;
  const rows = [
    { label: t.toReview, value: work.applicationsToReview, to: '/admin/applications', search: { status: 'pending' } },
    {
      label: t.withoutReceipt(work.receiptOverdueDays),
      value: work.applicationsWithoutReceipt,
      to: '/admin/applications',
      search: { status: 'pending' },
    },
    { label: t.newMessages, value: work.newMessages, to: '/admin/messages', search: { status: 'new' } },
    { label: t.expiringMembers, value: stats.expiringMembers, to: '/admin/members', search: { status: 'expiring' } },
  ] as const;
  return (
    <Panel id="attention" title={t.attention}>
      <ul className={s.plainList} data-testid="attention">
        {rows.map((row) => (
          <li key={row.label} className={s.activityItem}>
            <Link to={row.to} search={row.search as never}>
              <span className={s.cellStrong}>{row.value}</span> {row.label}
            </Link>
          </li>
        ))}
        <li className={s.activityItem} data-testid="failed-mails">
          <span>
            <span className={s.cellStrong}>{work.failedMails}</span> {t.failedMails}
          </span>
          {work.failedMails > 0 && <span className={s.muted}>{t.failedMailsHint}</span>}
        </li>
        <EventWork label={t.todayEvent} event={work.today} />
        <EventWork label={t.nextEvent} event={work.next} />
      </ul>
    </Panel>
  );
}

/** The staff's latest actions, as the audit log keeps them. */
function StaffActivity({ data }: { data: DashboardData }) {
  const items = data.work.staffActivity;
  return (
    <Panel id="staff-activity" title={t.staffActivity}>
      {items.length === 0 ? (
        <p className={s.muted}>{t.noStaffActivity}</p>
      ) : (
        <ul className={s.plainList}>
          {items.map((a) => (
            <li key={a.id} className={s.activityItem}>
              <span className={s.cellStrong}>{a.actorName}</span>
              <span className={s.muted}>
                {t.entities[a.entity] ?? t.otherEntity} · {dateTime(a.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function DashboardScreen({ logic = dashboardLogic }: { logic?: DashboardLogic }) {
  const { isAdmin } = useAuth();
  const actor = useActorRef(logic, { input: { params: null } });
  const state = useSelector(actor, (snap) => snap.value as LoadState);
  const summary = useSelector(actor, (snap) => snap.context.data);
  const error = useSelector(actor, (snap) => snap.context.error);

  if (state === 'failed') {
    return (
      <>
        <PageHead title={t.title} />
        <FormAlert tone="error">
          {t.loadFailed} {error}
        </FormAlert>
        <Button tone="outline" onClick={() => actor.send({ type: 'retry' })}>
          {adminCopy.common.retry}
        </Button>
      </>
    );
  }
  // The title shows at once, so the page says where it is while its figures load.
  if (state === 'loading' || !summary) {
    return (
      <>
        <PageHead title={t.title} intro={t.intro} />
        <Spinner label={adminCopy.common.loading} />
      </>
    );
  }
  const { stats, recentActivity, system } = summary.data;
  const cards = [
    { label: t.totalEvents, value: stats.totalEvents, to: '/admin/events' },
    { label: t.blogPosts, value: stats.totalBlogPosts, to: '/admin/blog' },
    { label: t.resources, value: stats.totalResources, to: '/admin/resources' },
    { label: t.totalUsers, value: stats.totalUsers, to: '/admin/users' },
    { label: t.activeMembers, value: stats.activeMembers, to: '/admin/members' },
    // The members whose end is near: the list opens filtered to them.
    { label: t.expiringMembers, value: stats.expiringMembers, to: '/admin/members', search: { status: 'expiring' } },
  ] as const;
  return (
    <>
      <PageHead title={t.title} intro={t.intro} />
      <section className={s.statGrid} aria-label={t.title}>
        {cards.map((card) => (
          <div key={card.label} className={s.stat}>
            <span className={s.statLabel}>{card.label}</span>
            <span className={s.statValue}>{card.value}</span>
            <Link to={card.to} search={'search' in card ? card.search : undefined} aria-label={t.manageItem(card.label)}>
              {t.manage}
            </Link>
          </div>
        ))}
      </section>
      <div className={s.panels}>
        <Attention data={summary.data} />
        <StaffActivity data={summary.data} />
      </div>
      <div className={s.panels}>
        <Panel id="recent-activity" title={t.recentActivity}>
          {recentActivity.length === 0 ? (
            <p className={s.muted}>{t.noActivity}</p>
          ) : (
            <ul className={s.plainList}>
              {recentActivity.map((a) => (
                <li key={`${a.kind}-${a.id}`} className={s.activityItem}>
                  <span className={s.cellStrong} lang={asWritten(a.title).lang}>
                    {a.title}
                  </span>
                  <span className={s.muted}>
                    {longDate(a.createdAt)} · {t.createdBy(a.createdBy === BUILT_IN_CREATOR ? t.builtInCreator : a.createdBy)}
                    {a.eventDate ? ` · ${t.eventOn(longDate(a.eventDate))}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className={s.plainList}>
          <Panel id="quick-actions" title={t.quickActions}>
            <ul className={s.plainList}>
              {quickActions.map((q) => (
                <li key={q.to}>
                  <Link to={q.to}>{q.label}</Link>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel id="system-status" title={t.systemStatus}>
            <dl className={s.dl}>
              <dt>{t.api}</dt>
              <dd data-testid="api-status">{summary.apiOnline ? t.apiOnline : t.apiOffline}</dd>
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
          </Panel>
          {isAdmin && <BackupPanel />}
        </div>
      </div>
    </>
  );
}
