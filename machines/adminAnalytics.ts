// The analytics screen's figures for a period: the period change is an event; when the call fails the machine
// shows built-in sample figures with a notice (the screen never decides that itself).
import type { Analytics, AnalyticsPeriod } from '../contract/admin';
import { createLoadMachine } from './adminLoad';

/** Shown, with a notice, when the analytics call fails. Clearly sample data, never mixed with real figures. */
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

export const adminAnalyticsMachine = createLoadMachine<AnalyticsPeriod, Analytics>({ id: 'adminAnalytics', fallback: sampleAnalytics });
