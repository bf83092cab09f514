// The days the calendar tests walk through, for every language that writes Ethiopian dates.

/** Every day from 1 January 1990 to 31 December 2040, as YYYY-MM-DD. */
export const days = (() => {
  const out: string[] = [];
  for (let t = Date.UTC(1990, 0, 1); t <= Date.UTC(2040, 11, 31); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
})();

/** The moments checked for a day: the day itself, and 00:30 and 23:59 of the Addis Ababa day (21:30 and 20:59 UTC). */
export const moments = (d: string): (string | Date)[] => [d, new Date(`${d}T20:59:00Z`), new Date(`${d}T21:30:00Z`)];
