// How long the member's PDFs take to make, and how big they are, in each language: `npx tsx scripts/bench-certificate.ts`.
// Writes the PDFs to .tmp/documents/ for a look (git ignores .tmp/).
import { mkdir, writeFile } from 'node:fs/promises';
import { LANGS } from '../contract/languages';
import { acknowledgementPdf, certificatePdf } from '../server/platform/documents';

const RUNS = 20;
const now = new Date('2026-11-24T09:00:00Z');
const member = {
  number: 'ECA-2019-0042',
  firstName: 'Almaz',
  lastName: 'Tesfaye',
  company: 'Wolaita Cassava Growers Cooperative',
  plan: 'farmer',
  validFrom: '2026-11-24',
  validUntil: '2027-11-23',
  verificationCode: 'k3J9xQ2mVb7nR4tY8wZ1pL6cF0sD5gHa',
};
const payment = {
  acknowledgementNumber: 'ECA-R-2019-0042',
  amount: 22000,
  plan: 'farmer',
  validFrom: member.validFrom,
  validUntil: member.validUntil,
  approvedAt: '2026-11-24T08:30:00Z',
};

await mkdir('.tmp/documents', { recursive: true });
for (const lang of LANGS) {
  for (const [kind, make] of [
    ['certificate', () => certificatePdf({ member, lang, publicUrl: 'https://cassava.org.et', now })],
    ['acknowledgement', () => acknowledgementPdf({ payment, member, lang, now })],
  ] as const) {
    const first = performance.now();
    const bytes = await make();
    const cold = performance.now() - first;
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) await make();
    const ms = (performance.now() - started) / RUNS;
    await writeFile(`.tmp/documents/${kind}-${lang}.pdf`, bytes);
    console.log(`${kind} ${lang}: ${ms.toFixed(1)} ms (first ${cold.toFixed(0)} ms), ${bytes.length} bytes`);
  }
}
