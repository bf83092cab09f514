import type { LogLevel } from './config';

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** One JSON object per line on stdout (stderr for errors). */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = bufferedWrite()): Logger {
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }), lvl === 'error');
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * stdout lines are gathered and written once per turn of the event loop (stdout to a file or pipe is a system
 * call per write: one per request under load). Errors go to stderr at once; what is pending is written on exit.
 */
function bufferedWrite(): (line: string, isError: boolean) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return (line, isError) => {
    if (isError) {
      flush();
      process.stderr.write(`${line}\n`);
      return;
    }
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}
