import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 600)));
await p.goto('http://127.0.0.1:4556/members');
await p.waitForSelector('#root:not([data-prerendered])', { timeout: 20000 });
await p.waitForTimeout(500);
await b.close();
