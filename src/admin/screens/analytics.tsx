import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ANALYTICS_PERIODS, type Analytics, type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '../../../contract/admin';
import { adminAnalyticsMachine } from '../../../machines/adminAnalytics';
import { adminApi } from '../../api/admin';
import { FormAlert } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { PageHead, Panel } from '../ui';

const t = adminCopy.analytics;

const analyticsLogic = adminAnalyticsMachine.provide({
  actors: { load: fromPromise<Analytics, { params: AnalyticsPeriod }>(({ input, signal }) => adminApi.analytics(input.params, signal)) },
});
export type AnalyticsLogic = typeof analyticsLogic;

export function AnalyticsScreen({ logic = analyticsLogic }: { logic?: AnalyticsLogic }) {
  const actor = useActorRef(logic, { input: { params: DEFAULT_ANALYTICS_PERIOD } });
  const period = useSelector(actor, (snap) => snap.context.params);
  const data = useSelector(actor, (snap) => snap.context.data);
  const sample = useSelector(actor, (snap) => snap.context.sample);

  return (
    <>
      <PageHead title={t.title}>
        <label className={s.filter}>
          {t.period}
          <select
            className={s.input}
            value={period}
            onChange={(e) => actor.send({ type: 'params.changed', params: e.target.value as AnalyticsPeriod })}
            data-testid="period"
          >
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.periods[p]}
              </option>
            ))}
          </select>
        </label>
      </PageHead>
      {data ? <Figures data={data} sample={sample} /> : <Spinner label={adminCopy.common.loading} />}
    </>
  );
}

/** A plain two-column table. */
function Table({ headers, rows }: { headers: [string, string]; rows: [string, string | number][] }) {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <td>{key}</td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ data, sample }: { data: Analytics; sample: boolean }) {
  const totals = [
    { label: t.visitors, value: data.totalVisitors, note: t.visitorsNote, id: 'visitors' },
    { label: t.members, value: data.totalMembers, note: t.membersNote, id: 'members' },
    { label: t.events, value: data.totalEvents, id: 'events' },
    { label: t.posts, value: data.totalBlogPosts, id: 'posts' },
  ];
  return (
    <>
      {sample && <FormAlert tone="info">{t.sampleNotice}</FormAlert>}
      <section className={s.statGrid} aria-label={t.title}>
        {totals.map((x) => (
          <div key={x.id} className={s.stat} data-testid={`total-${x.id}`}>
            <span className={s.statLabel}>{x.label}</span>
            <span className={s.statValue}>{x.value.toLocaleString('en-US')}</span>
            {x.note && <span className={s.statNote}>{x.note}</span>}
          </div>
        ))}
      </section>
      <div className={s.stack}>
        <Panel id="chart-visitors" title={t.visitorsChart}>
          <BarChart
            points={data.visitorsByDay.map((d) => ({ label: d.day.slice(5), value: d.visitors }))}
            title={t.visitorsChart}
            tone="brand"
          />
        </Panel>
        <Panel id="chart-growth" title={t.growthChart}>
          <BarChart points={data.memberGrowth.map((m) => ({ label: m.month, value: m.count }))} title={t.growthChart} tone="accent" />
        </Panel>
      </div>
      <div className={s.panels}>
        <Panel id="popular-pages" title={t.popularPages}>
          {data.popularPages.length === 0 ? (
            <p className={s.muted}>{t.noPages}</p>
          ) : (
            <Table headers={[t.page, t.visits]} rows={data.popularPages.map((p) => [p.page, p.visits])} />
          )}
        </Panel>
        <Panel id="member-growth" title={t.memberGrowth}>
          <Table headers={[t.month, t.newMembers]} rows={data.memberGrowth.map((m) => [m.month, m.count])} />
        </Panel>
      </div>
    </>
  );
}

/** A plain SVG bar chart: bars scaled to the largest value, a few axis labels, a text summary for screen readers. */
function BarChart({ points, title, tone }: { points: { label: string; value: number }[]; title: string; tone: 'brand' | 'accent' }) {
  const width = 400;
  const height = 180;
  const pad = { top: 10, right: 6, bottom: 22, left: 28 };
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const slot = innerW / Math.max(1, points.length);
  const barW = Math.max(1, slot * 0.7);
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <figure className={s.figure}>
      <svg viewBox={`0 0 ${width} ${height}`} className={s.chart} role="img" aria-label={`${title}. ${t.chartSummary(max, total)}`}>
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + innerH} y2={pad.top + innerH} className={s.chartAxis} />
        <line x1={pad.left} x2={width - pad.right} y1={pad.top} y2={pad.top} className={s.chartAxis} strokeDasharray="3 3" />
        <text x={pad.left - 4} y={pad.top + 4} textAnchor="end" className={s.chartLabel}>
          {max}
        </text>
        <text x={pad.left - 4} y={pad.top + innerH} textAnchor="end" className={s.chartLabel}>
          0
        </text>
        {points.map((p, i) => {
          const h = (p.value / max) * innerH;
          const x = pad.left + i * slot + (slot - barW) / 2;
          return (
            <g key={p.label}>
              <rect x={x} y={pad.top + innerH - h} width={barW} height={h} className={tone === 'brand' ? s.chartBar : s.chartBarAlt} rx={1}>
                <title>{`${p.label}: ${p.value}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={height - 6} textAnchor="middle" className={s.chartLabel}>
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={s.statNote}>{t.chartSummary(max, total)}</figcaption>
    </figure>
  );
}
