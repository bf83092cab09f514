// What the built-in events share in both languages: the ids (the database's too), days, pictures and their order.
import type { BuiltInEvent } from '../events';

// The hours are data, as staff type them into an event: each language's pages write them their own way
// (contract/dates.ts `eventTime`: the Ethiopian clock on Amharic pages), the built-in events as the staff's.
const DAY_ONE_HOURS = '8:30 AM to 5:30 PM';
const DAY_TWO_HOURS = '9:00 AM to 5:00 PM';

const EVENT_FACTS = {
  'assembly-2019-day-1': {
    id: '7c6e2f3a-27a0-4b19-9a27-000000002019',
    date: '2027-09-02',
    time: DAY_ONE_HOURS,
    image: '/images/event-assembly.svg',
  },
  'assembly-2019-day-2': {
    id: '7c6e2f3a-28a0-4b19-9a28-000000002019',
    date: '2027-09-03',
    time: DAY_TWO_HOURS,
    image: '/images/event-b2b.svg',
  },
  'assembly-2018-day-1': {
    id: '7c6e2f3a-27a0-4b19-9a27-000000002018',
    date: '2026-09-02',
    time: DAY_ONE_HOURS,
    image: '/images/event-assembly.svg',
  },
  'assembly-2018-day-2': {
    id: '7c6e2f3a-28a0-4b19-9a28-000000002018',
    date: '2026-09-03',
    time: DAY_TWO_HOURS,
    image: '/images/event-b2b.svg',
  },
  'assembly-2017-day-1': {
    id: '7c6e2f3a-27a0-4b19-9a27-000000002017',
    date: '2025-09-02',
    time: DAY_ONE_HOURS,
    image: '/images/event-assembly.svg',
  },
  'assembly-2017-day-2': {
    id: '7c6e2f3a-28a0-4b19-9a28-000000002017',
    date: '2025-09-03',
    time: DAY_TWO_HOURS,
    image: '/images/event-b2b.svg',
  },
} as const;

export type BuiltInEventKey = keyof typeof EVENT_FACTS;
export type BuiltInEventText = Pick<BuiltInEvent, 'title' | 'location' | 'description'>;

/** The built-in events in their fixed order, with one language's words. */
export const builtInEventsIn = (text: Record<BuiltInEventKey, BuiltInEventText>): BuiltInEvent[] =>
  (Object.keys(EVENT_FACTS) as BuiltInEventKey[]).map((key) => {
    const { id, date, time, image } = EVENT_FACTS[key];
    const { title, location, description } = text[key];
    return { id, title, date, time, location, description, image };
  });
