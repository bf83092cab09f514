// Long text in every PDF stays inside its box, and letters the fonts cannot draw (emoji) are left out instead of printed
// as empty boxes: checked on the PDF itself, each piece of text measured with the widths the PDF carries for its font.
import { describe, expect, it } from 'vitest';
import { acknowledgementPdf, badgesPdf, certificatePdf } from '../../server/platform/documents';
import { type Piece, pdfPieces } from '../support/pdfLayout';
import { pdfText } from '../support/pdfText';

const NOW = new Date('2026-11-24T09:00:00Z');
/** 160 characters, as long as the application form lets a company be. */
const LONG_COMPANY =
  'Wolaita Sodo Cassava Growers, Processors & Exporters Cooperative Union of the Southern Ethiopia Peoples Region (WSCGPECU) Ltd. – Head Office, Sodo Town, Keb. 04';
const UNBROKEN = 'W'.repeat(160);
const LONG_AMHARIC =
  'የወላይታ ሶዶ የካሳቫ አምራቾች፣ አቀነባባሪዎችና ላኪዎች ኅብረት ሥራ ማህበራት ዩኒየን የደቡብ ኢትዮጵያ ሕዝቦች ክልል ዋና መሥሪያ ቤት ሶዶ ከተማ ቀበሌ 04 የካሳቫ ምርት ማቀነባበሪያና ግብይት ማዕከል ቅርንጫፍ ጽሕፈት ቤት ሶዶ';
const EMOJI_NAME = { firstName: 'Almaz 🌱😀', lastName: 'Tesfaye 👩🏽‍🌾' };

const member = (over: Partial<{ firstName: string; lastName: string; company: string }> = {}) => ({
  number: 'ECA-2019-0042',
  firstName: 'Almaz',
  lastName: 'Tesfaye',
  company: LONG_COMPANY,
  plan: 'processor',
  validFrom: '2026-11-24',
  validUntil: '2027-11-23',
  verificationCode: 'q7Hc2VtR9mXk4LpZ0sWb8NyD3fGj6aEu',
  ...over,
});
const payment = {
  acknowledgementNumber: 'ECA-R-2019-0007',
  amount: 22000,
  plan: 'processor',
  validFrom: '2026-11-24',
  validUntil: '2027-11-23',
  approvedAt: '2026-11-24T08:30:00Z',
};

/** Every piece lies within [left, right] (a hair of rounding allowed) and no glyph is the font's empty box (glyph 0). */
function expectWithin(pieces: Piece[], left: number, right: number) {
  for (const p of pieces) {
    expect(p.x, `"${p.text}" starts left of the frame`).toBeGreaterThanOrEqual(left - 0.01);
    expect(p.x + p.width, `"${p.text}" (${p.size} pt) runs past the frame`).toBeLessThanOrEqual(right + 0.01);
    expect(p.glyphs, `"${p.text}" has a glyph the font does not have`).not.toContain(0);
    expect(p.text).not.toContain('\uFFFD');
  }
}

/** The pieces' text of one page, lines joined by spaces (a wrapped line loses the space it broke at). */
const joined = (pieces: Piece[]) => pieces.map((p) => p.text).join(' ');

describe('certificate', () => {
  const frame = { left: 36, right: 841.89 - 36 };

  it('fits a 160-character company inside the frame, every word of it printed', async () => {
    for (const [lang, company] of [
      ['en', LONG_COMPANY],
      ['en', LONG_COMPANY.toUpperCase()],
      ['am', LONG_COMPANY.toUpperCase()],
    ] as const) {
      const bytes = await certificatePdf({ member: member({ company }), lang, publicUrl: 'https://cassava.example.org', now: NOW });
      const pieces = await pdfPieces(bytes);
      expectWithin(pieces, frame.left, frame.right);
      for (const word of company.split(' ')) expect(joined(pieces)).toContain(word);
    }
  });

  it('fits a company of 160 letters without a space, and a long Amharic company', async () => {
    for (const company of [UNBROKEN, LONG_AMHARIC]) {
      const bytes = await certificatePdf({ member: member({ company }), lang: 'am', publicUrl: 'https://cassava.example.org', now: NOW });
      expectWithin(await pdfPieces(bytes), frame.left, frame.right);
    }
    const bytes = await certificatePdf({ member: member({ company: LONG_AMHARIC }), lang: 'am', publicUrl: 'https://x.org', now: NOW });
    expect((await pdfText(bytes))[0]).toContain('የወላይታ ሶዶ የካሳቫ አምራቾች፣');
  });

  it('leaves out the emoji of a name: no empty boxes, the name itself printed', async () => {
    const bytes = await certificatePdf({ member: member(EMOJI_NAME), lang: 'en', publicUrl: 'https://cassava.example.org', now: NOW });
    const pieces = await pdfPieces(bytes);
    expectWithin(pieces, frame.left, frame.right);
    expect(pieces.map((p) => p.text)).toContain('Almaz Tesfaye');
  });

  it('fits a very long name on at most two lines inside the frame', async () => {
    const long = member({ firstName: 'Gebremedhin Haileselassie Woldemichael', lastName: 'Tekle-Giorgis Berhanemeskel Gebrekidan Wolde' });
    const pieces = await pdfPieces(await certificatePdf({ member: long, lang: 'en', publicUrl: 'https://x.org', now: NOW }));
    expectWithin(pieces, frame.left, frame.right);
    expect(joined(pieces)).toContain('Berhanemeskel');
  });
});

describe('payment acknowledgement', () => {
  it('fits a 160-character company and an emoji name within the margins', async () => {
    for (const lang of ['en', 'am'] as const) {
      const bytes = await acknowledgementPdf({ payment, member: member(EMOJI_NAME), lang, now: NOW });
      const pieces = await pdfPieces(bytes);
      expectWithin(pieces, 64, 595.28 - 64);
      expect(pieces.map((p) => p.text)).toContain('Almaz Tesfaye');
      for (const word of LONG_COMPANY.split(' ')) expect(joined(pieces)).toContain(word);
    }
  });
});

describe('name badges', () => {
  it("keeps every badge's text inside its own badge", async () => {
    const people = [
      { firstName: 'Almaz 🌱😀', lastName: 'Tesfaye 👩🏽‍🌾', organization: LONG_COMPANY, ticketCode: 'A2345678' },
      { firstName: 'Gebremedhin Haileselassie', lastName: 'Woldemichael Tekle-Giorgis', organization: UNBROKEN, ticketCode: 'B2345678' },
      { firstName: 'አበበ', lastName: 'በቀለ', organization: LONG_AMHARIC, ticketCode: 'C2345678' },
    ];
    const bytes = await badgesPdf({ event: `Annual assembly ${LONG_COMPANY}`, badges: people, lang: 'en', now: NOW });
    const pieces = await pdfPieces(bytes);
    const [margin, bw] = [28, (595.28 - 56) / 2];
    for (const column of [0, 1]) {
      const left = margin + column * bw;
      expectWithin(
        pieces.filter((p) => p.x >= left && p.x < left + bw),
        left + 6,
        left + bw - 6,
      );
    }
    expect(pieces.map((p) => p.text)).toContain('Almaz Tesfaye');
    expect((await pdfText(bytes)).join('\n')).toContain('አበበ በቀለ');
  });
});
