/**
 * A writer of one level's log lines: the very text JSON.stringify({ time, level, msg, ...fields }) makes, built
 * without copying the fields into a new object (this runs for every API request). The time is made once per millisecond.
 */
export function logLine(level: string): (msg: string, fields?: Record<string, unknown>) => string {
  const head = `","level":"${level}","msg":`;
  const isoNow = isoClock();
  return (msg, fields) => {
    const rest = fields === undefined ? '{}' : JSON.stringify(fields);
    return `{"time":"${isoNow()}${head}${JSON.stringify(msg)}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`;
  };
}

/** new Date().toISOString(), made again only when the millisecond changes. */
function isoClock(): () => string {
  let lastMs = Number.NaN;
  let lastIso = '';
  return () => {
    const ms = Date.now();
    if (ms !== lastMs) {
      lastMs = ms;
      lastIso = new Date(ms).toISOString();
    }
    return lastIso;
  };
}
