// Runs one of scripts/*.ts as npm runs it: a child process with the server's configuration in its environment.
import { spawn } from 'node:child_process';

export type ScriptResult = { code: number | null; stdout: string; stderr: string };

/** `env` is laid over a clean slate of the settings that choose a database, so the test's own never leak in. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => {
      stdout += b;
    });
    child.stderr.on('data', (b) => {
      stderr += b;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
