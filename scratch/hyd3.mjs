import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const off = await (await b.newContext({ javaScriptEnabled: false })).newPage();
await off.goto(url);
const outline = (p) => p.evaluate(() => { const out=[]; const walk=(n,d)=>{ for (const c of n.childNodes){ if(c.nodeType===1){ out.push(' '.repeat(d)+c.tagName+(c.id?'#'+c.id.replace(/:[rR][^:]*:/g,'ID'):'')); walk(c,d+1);} else if(c.nodeType===3 && c.textContent.trim()) out.push(' '.repeat(d)+'"'+c.textContent.trim().slice(0,60)+'"'); } }; walk(document.getElementById('root'),0); return out; });
const a = await outline(off);
const on = await b.newPage();
await on.goto(url);
await on.waitForSelector('#root:not([data-prerendered])', { timeout: 20000 });
await on.waitForTimeout(500);
const c = await outline(on);
for (let i=0;i<Math.max(a.length,c.length);i++) if (a[i]!==c[i]) { console.log('line',i,'\nSSR   :',a.slice(i-3,i+6).join('\n'),'\nCLIENT:',c.slice(i-3,i+6).join('\n')); break; }
await b.close();
