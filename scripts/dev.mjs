// npm run dev: the API on API_PORT (3002) with reload, and Vite on PORT (3001) proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3002';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    // Mailed links lead to Vite's port, where the pages are, not to the API's.
    env: { PUBLIC_URL: `http://localhost:${process.env.PORT ?? '3001'}`, ...process.env, PORT: apiPort, STATIC_DIR: '.no-static' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
