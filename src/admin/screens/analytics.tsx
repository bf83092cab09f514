import { useEffect, useState } from 'react';
import { ANALYTICS_PERIODS, type Analytics, type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '../../../contract/admin';
import { adminApi } from '../../api/admin';
import { FormAlert } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { PageHead } from '../ui';

const t = adminCopy.analytics;

/** SPEC §8: shown, with a notice, when the analytics call fails. Clearly sample data, never mixed with real figures. */
export function sampleAnalytics(period: AnalyticsPeriod): Analytics {
  const days = period === '7d' ? 7 : period === '30d' ? 30 : 90;
  const today = new Date();
  return {
    period,
    totalVisitors: 1250,
    totalMembers: 342,
    totalEvents: 12,
    totalBlogPosts: 48,
    popularPages: [
      { page: '/', visits: 520 },
      { page: '/membership', visits: 310 },
      { page: '/events', visits: 240 },
      { page: '/resources', visits: 180 },
    ],
    memberGrowth: [
      { month: 'Jan', count: 20 },
      { month: 'Feb', count: 35 },
      { month: 'Mar', count: 42 },
      { month: 'Apr', count: 51 },
    ],
    visitorsByDay: Array.from({ length: days }, (_, i) => ({
      day: new Date(today.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
      visitors: 30 + ((i * 37) % 25),
    })),
  };
}

type Load = { state: 'loading' } | { state: 'ready'; data: Analytics } | { state: 'sample'; data: Analytics; message: string };

export function AnalyticsScreen() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const ctrl = new AbortController();
    setLoad((prev) => (prev.state === 'loading' ? prev : { ...prev }));
    adminApi
      .analytics(period, ctrl.signal)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((err: Error) => !ctrl.signal.aborted && setLoad({ state: 'sample', data: sampleAnalytics(period), message: err.message }));
    return () => ctrl.abort();
  }, [period]);

  return (
    <>
      <PageHead title={t.title}>
        <label className={s.filter}>
          {t.period}
          <select className={s.input} value={period} onChange={(e) => setPeriod(e.target.value as AnalyticsPeriod)} data-testid="period">
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.periods[p]}
              </option>
            ))}
          </select>
        </label>
      </PageHead>
      {load.state === 'loading' ? (
        <Spinner label={adminCopy.common.loading} />
      ) : (
        <Figures data={load.data} sample={load.state === 'sample'} />
      )}
    </>
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
        <section className={s.panel} aria-labelledby="chart-visitors">
          <h2 id="chart-visitors" className={s.panelTitle}>
            {t.visitorsChart}
          </h2>
          <BarChart
            points={data.visitorsByDay.map((d) => ({ label: d.day.slice(5), value: d.visitors }))}
            title={t.visitorsChart}
            tone="brand"
          />
        </section>
        <section className={s.panel} aria-labelledby="chart-growth">
          <h2 id="chart-growth" className={s.panelTitle}>
            {t.growthChart}
          </h2>
          <BarChart points={data.memberGrowth.map((m) => ({ label: m.month, value: m.count }))} title={t.growthChart} tone="accent" />
        </section>
      </div>
      <div className={s.panels}>
        <section className={s.panel} aria-labelledby="popular-pages">
          <h2 id="popular-pages" className={s.panelTitle}>
            {t.popularPages}
          </h2>
          {data.popularPages.length === 0 ? (
            <p className={s.muted}>{t.noPages}</p>
          ) : (
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">{t.page}</th>
                  <th scope="col">{t.visits}</th>
                </tr>
              </thead>
              <tbody>
                {data.popularPages.map((p) => (
                  <tr key={p.page}>
                    <td>{p.page}</td>
                    <td>{p.visits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={s.panel} aria-labelledby="member-growth">
          <h2 id="member-growth" className={s.panelTitle}>
            {t.memberGrowth}
          </h2>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t.month}</th>
                <th scope="col">{t.newMembers}</th>
              </tr>
            </thead>
            <tbody>
              {data.memberGrowth.map((m) => (
                <tr key={m.month}>
                  <td>{m.month}</td>
                  <td>{m.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
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
