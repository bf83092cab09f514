import type { LogLevel } from './config';

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** One JSON object per line, { time, level, msg, ...fields }, on stdout (stderr for errors). */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = bufferedWrite()): Logger {
  const log = (lvl: Exclude<LogLevel, 'silent'>) => {
    const line = logLine(lvl);
    return (msg: string, fields?: Record<string, unknown>) => {
      if (order[lvl] < order[level]) return;
      write(line(msg, fields), lvl === 'error');
    };
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * stdout lines are gathered and written together, at most 50 ms or 64 KB apart: stdout to a file or pipe is a system
 * call per write, which under load cost as much as answering a cached request. Errors go to stderr at once (with
 * what is pending before them); what is pending is also written on exit. A kill -9 can lose the last 50 ms of info
 * lines, never data: every write the API confirms is in the database first.
 */
function bufferedWrite(): (line: string, isError: boolean) => void {
  let pending: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    bytes = 0;
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return (line, isError) => {
    if (isError) {
      flush();
      process.stderr.write(`${line}\n`);
      return;
    }
    pending.push(line);
    bytes += line.length;
    if (bytes >= 64 * 1024) flush();
    else timer ??= setTimeout(flush, 50).unref();
  };
}

/**
 * A writer of one level's log lines: the very text JSON.stringify({ time, level, msg, ...fields }) makes, built
 * without copying the fields into a new object (this runs for every API request). The time is made once per millisecond.
 */
function logLine(level: string): (msg: string, fields?: Record<string, unknown>) => string {
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
