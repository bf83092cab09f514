// The agenda's shape, shared by both languages' agenda files.
import type { AgendaDay } from '../agenda';

/** A day of the agenda from its [time, title] slots. */
export const agendaDay = (day: string, slots: [time: string, title: string][]): AgendaDay => ({
  day,
  items: slots.map(([time, title]) => ({ time, title })),
});
