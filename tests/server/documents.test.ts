// The member's PDFs read back: one page, the metadata, the words in the member's language with the dates in both
// calendars, the QR code decoding to the certificate's /verify link, and the same bytes for the same input.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CertificateInput } from '../../server/platform/documentJobs';
import { acknowledgementPdf, certificatePdf } from '../../server/platform/documents';
import { pdfText } from '../support/pdfText';
import { qrTextFromPdf } from '../support/qr';

const NOW = new Date('2026-11-24T09:00:00Z');
const member = {
  number: 'ECA-2019-0042',
  firstName: 'Almaz',
  lastName: 'Tesfaye',
  company: 'Wolaita Cassava Growers Cooperative',
  plan: 'processor',
  validFrom: '2026-11-24',
  validUntil: '2027-11-23',
  verificationCode: 'q7Hc2VtR9mXk4LpZ0sWb8NyD3fGj6aEu',
};
const payment = {
  acknowledgementNumber: 'ECA-R-2019-0007',
  amount: 22000,
  plan: 'processor',
  validFrom: member.validFrom,
  validUntil: member.validUntil,
  approvedAt: '2026-11-24T08:30:00Z',
};
const certificate = (over: Partial<CertificateInput> = {}) =>
  certificatePdf({ member, lang: 'en', publicUrl: 'https://cassava.example.org', now: NOW, ...over });

/** The Ethiopian date as Intl writes it in Amharic ("ኅዳር 15 ቀን 2019 ዓ.ም." without its weekday). */
const intlEthiopian = (day: string) => {
  const parts = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { month: parts.month!, day: parts.day!, year: parts.year!.replace(/\D/g, '') };
};

describe('certificate of membership', () => {
  it('is one A4 page with its title, author and creation date', async () => {
    const doc = await PDFDocument.load(await certificate(), { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(doc.getTitle()).toBe('Certificate of membership: Almaz Tesfaye');
    expect(doc.getAuthor()).toBe('Ethiopian Cassava Association');
    expect(doc.getSubject()).toBe('Certificate of membership ECA-2019-0042');
    expect(doc.getCreationDate()?.toISOString()).toBe(NOW.toISOString());
  });

  it('names the association, the member, the plan and the dates in both calendars', async () => {
    const [text] = await pdfText(await certificate());
    for (const words of [
      'ETHIOPIAN CASSAVA ASSOCIATION',
      'Certificate of membership',
      'Almaz Tesfaye',
      'Wolaita Cassava Growers Cooperative',
      'is a processor member of the Ethiopian Cassava Association.',
      'ECA-2019-0042',
      'Processor',
      'November 24, 2026',
      '15 Hidar 2019 E.C.',
      'November 23, 2027',
      '13 Hidar 2020 E.C.',
      'https://cassava.example.org/verify/q7Hc2VtR9mXk4LpZ0sWb8NyD3fGj6aEu',
    ]) {
      expect(text).toContain(words);
    }
  });

  it("its QR code is the certificate's /verify link", async () => {
    expect(await qrTextFromPdf(await certificate())).toBe('https://cassava.example.org/verify/q7Hc2VtR9mXk4LpZ0sWb8NyD3fGj6aEu');
    const other = await certificate({ member: { ...member, verificationCode: 'Zz9' }, publicUrl: 'http://localhost:5173/' });
    expect(await qrTextFromPdf(other)).toBe('http://localhost:5173/verify/Zz9');
  });

  it("in Amharic: the words in Ge'ez script, the Ethiopian date first with the months Intl uses", async () => {
    const bytes = await certificate({ lang: 'am' });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('የአባልነት የምስክር ወረቀት: Almaz Tesfaye');
    expect(doc.getAuthor()).toBe('የኢትዮጵያ ካሳቫ ማህበር');
    const [text] = await pdfText(bytes);
    for (const words of ['የኢትዮጵያ ካሳቫ ማህበር', 'የአባልነት የምስክር ወረቀት', 'የአባልነት ቁጥር', 'የአቀነባባሪ አባል መሆናቸውን ያረጋግጣል።', 'የሚያበቃበት ቀን']) {
      expect(text).toContain(words);
    }
    for (const day of [member.validFrom, member.validUntil]) {
      const intl = intlEthiopian(day);
      expect(text).toContain(`${intl.month} ${intl.day} ቀን ${intl.year} ዓ.ም.`);
    }
    expect(text).toContain('ኅዳር 13 ቀን 2020 ዓ.ም.\nእ.ኤ.አ. ኖቬምበር 23 ቀን 2027');
    expect(await qrTextFromPdf(bytes)).toBe('https://cassava.example.org/verify/q7Hc2VtR9mXk4LpZ0sWb8NyD3fGj6aEu');
  });

  it('is the same bytes for the same input', async () => {
    expect(Buffer.from(await certificate()).equals(Buffer.from(await certificate()))).toBe(true);
    expect(Buffer.from(await certificate({ lang: 'am' })).equals(Buffer.from(await certificate({ lang: 'am' })))).toBe(true);
  });

  it('fits a long name and company on the page and leaves out a blank company', async () => {
    const long = { ...member, firstName: 'Gebremedhin Haileselassie', lastName: 'Woldemichael Tekle-Giorgis', company: '' };
    const [text] = await pdfText(await certificate({ member: long }));
    expect(text).toContain('Gebremedhin Haileselassie Woldemichael Tekle-Giorgis');
    expect(text).not.toContain('Wolaita');
  });
});

describe('payment acknowledgement', () => {
  it('is one page titled with its number, the amount in Birr, the plan, the period and the day approved', async () => {
    const bytes = await acknowledgementPdf({ payment, member, lang: 'en', now: NOW });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Payment acknowledgement ECA-R-2019-0007');
    expect(doc.getCreationDate()?.toISOString()).toBe(NOW.toISOString());
    const [text] = await pdfText(bytes);
    for (const words of [
      'Payment acknowledgement',
      'ECA-R-2019-0007',
      'Almaz Tesfaye',
      'ECA-2019-0042',
      '22,000 Birr',
      'Processor',
      'November 24, 2026 to November 23, 2027',
      '15 Hidar 2019 E.C. to 13 Hidar 2020 E.C.',
      'Approved on',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('in Amharic: ብር with Western digits, the Ethiopian dates first', async () => {
    const bytes = await acknowledgementPdf({ payment: { ...payment, amount: 1500 }, member, lang: 'am', now: NOW });
    const [text] = await pdfText(bytes);
    for (const words of [
      'የክፍያ ማረጋገጫ',
      'ECA-R-2019-0007',
      '1,500 ብር',
      'አቀነባባሪ',
      'ከኅዳር 15 ቀን 2019 ዓ.ም. እስከ ኅዳር 13 ቀን 2020 ዓ.ም.',
      'የጸደቀበት ቀን',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Birr');
  });

  it('is the same bytes for the same input', async () => {
    const make = () => acknowledgementPdf({ payment, member, lang: 'am', now: NOW });
    expect(Buffer.from(await make()).equals(Buffer.from(await make()))).toBe(true);
  });
});

describe('generation time and size', () => {
  it('each PDF is made in well under a second and weighs under 100 kB', async () => {
    for (const lang of ['en', 'am'] as const) {
      const started = performance.now();
      const cert = await certificate({ lang });
      const ack = await acknowledgementPdf({ payment, member, lang, now: NOW });
      const ms = performance.now() - started;
      console.log(`documents ${lang}: certificate ${cert.length} bytes, acknowledgement ${ack.length} bytes, both in ${Math.round(ms)} ms`);
      expect(cert.length).toBeLessThan(100_000);
      expect(ack.length).toBeLessThan(100_000);
      expect(ms).toBeLessThan(5_000);
    }
  });
});
