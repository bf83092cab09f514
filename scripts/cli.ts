// What every command-line script here does around its work: run only when started directly, print the result, and
// exit 0, 2 for a usage mistake (the message says how to call it) or 1 for anything else.
import { pathToFileURL } from 'node:url';

/** A mistake in how the script was called: exit code 2. */
export class UsageError extends Error {}

/** Runs `run(argv)` when `moduleUrl` is the script node was started with (not when a test imports it). */
export function runWhenMain(moduleUrl: string, name: string, run: (argv: string[]) => Promise<string>) {
  if (process.argv[1] === undefined || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run(process.argv.slice(2)).then(
    (msg) => {
      console.log(msg);
      process.exit(0);
    },
    (err: Error) => {
      console.error(`${name}: ${err.message}`);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
