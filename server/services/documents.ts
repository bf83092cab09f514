// The member's PDFs: the certificate of membership (with a QR code of its /verify link) and the payment acknowledgement
// of a paid period; and staff's sheet of name badges for an event (each with its ticket's QR code). Pure functions of their input: the same input gives the same bytes (the creation date is the
// caller's `now`, and pdf-lib's name suffixes come from a seeded generator), so a download can be compared and cached.
//
// Text is set in Noto Sans Ethiopic (SIL Open Font License), the typeface of the Amharic pages: its Ethiopic cut for
// Ge'ez letters and its Latin cut for everything else, each embedded as a subset of the letters the page uses. A line
// that mixes both is drawn run by run.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import subsetFont from 'subset-font';
import { formatTicketCode } from '../../contract/assembly';
import { addisToday } from '../../contract/dates';
import type { Lang } from '../lang';
import { documentWords as amWords } from '../messages/am/documents';
import { type DocumentWords, documentWords as enWords } from '../messages/documents';

export type CertificateInput = {
  member: {
    number: string;
    firstName: string;
    lastName: string;
    company: string;
    plan: string;
    validFrom: string;
    validUntil: string;
    verificationCode: string;
  };
  lang: Lang;
  /** The site's address without a trailing slash: the QR code holds `${publicUrl}/verify/<code>`. */
  publicUrl: string;
  /** When the PDF is made: its creation date and the "issued on" day. */
  now: Date;
};

export type AcknowledgementInput = {
  payment: {
    acknowledgementNumber: string;
    amount: number;
    plan: string;
    validFrom: string;
    validUntil: string;
    approvedAt: string | Date;
  };
  member: { number: string; firstName: string; lastName: string; company: string };
  lang: Lang;
  now: Date;
};

const words = (lang: Lang): DocumentWords => (lang === 'am' ? amWords : enWords);
/** The verification link a certificate prints and encodes. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/verify/${encodeURIComponent(code)}`;

// ── Fonts ───────────────────────────────────────────────────────────────────────────────────────────────────────

type FontFiles = { latin: Uint8Array; latinBold: Uint8Array; ethiopic: Uint8Array; ethiopicBold: Uint8Array };
const require = createRequire(import.meta.url);
const fontFile = (script: 'latin' | 'ethiopic', weight: 400 | 700) =>
  readFile(require.resolve(`@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-${script}-${weight}-normal.woff`));

/** The Ethiopic block: the syllables, Ethiopic punctuation and numerals. */
const ETHIOPIC_BLOCK = Array.from({ length: 0x137f - 0x1200 + 1 }, (_, i) => String.fromCodePoint(0x1200 + i)).join('');
/**
 * The Ethiopic cut without its layout features (kerning, mark placing), as the Amharic pages use it: with them fontkit
 * spends about 10 ms per line shaping, 0.5 s of blocked event loop per PDF; Ethiopic syllables are whole letters and sit
 * evenly without. The licence's name entries stay.
 */
const plainEthiopic = async (weight: 400 | 700) =>
  subsetFont(await fontFile('ethiopic', weight), ETHIOPIC_BLOCK, { targetFormat: 'sfnt', keepFeatures: [], preserveNameIds: [0, 13, 14] });

// The files are read (and the Ethiopic ones cut) once per process and kept, about 250 kB: each PDF embeds only the
// letters it uses.
let fontFiles: Promise<FontFiles> | undefined;
const loadFonts = () =>
  (fontFiles ??= Promise.all([fontFile('latin', 400), fontFile('latin', 700), plainEthiopic(400), plainEthiopic(700)]).then(
    ([latin, latinBold, ethiopic, ethiopicBold]) => ({ latin, latinBold, ethiopic, ethiopicBold }),
  ));

type Face = { latin: PDFFont; ethiopic: PDFFont };
type Faces = { regular: Face; bold: Face };

async function embedFonts(doc: PDFDocument): Promise<Faces> {
  doc.registerFontkit(fontkit);
  const files = await loadFonts();
  // Fixed names instead of pdf-lib's random suffix, so the bytes do not change from one run to the next.
  const embed = (bytes: Uint8Array, customName: string) => doc.embedFont(bytes, { subset: true, customName });
  const [latin, latinBold, ethiopic, ethiopicBold] = await Promise.all([
    embed(files.latin, 'NotoSans-Regular'),
    embed(files.latinBold, 'NotoSans-Bold'),
    embed(files.ethiopic, 'NotoSansEthiopic-Regular'),
    embed(files.ethiopicBold, 'NotoSansEthiopic-Bold'),
  ]);
  return { regular: { latin, ethiopic }, bold: { latin: latinBold, ethiopic: ethiopicBold } };
}

/** Ethiopic letters and punctuation (the main block and its supplements); everything else is set in the Latin cut. */
const ETHIOPIC = /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]+/gu;

/** A line cut into runs of one script each. */
function runs(text: string): { text: string; ethiopic: boolean }[] {
  const out: { text: string; ethiopic: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(ETHIOPIC)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), ethiopic: false });
    out.push({ text: m[0], ethiopic: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), ethiopic: false });
  return out;
}

// ── Drawing ─────────────────────────────────────────────────────────────────────────────────────────────────────

const GREEN = rgb(0.106, 0.369, 0.125); // the site's cassava green
const GOLD = rgb(0.72, 0.55, 0.2);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);

type TextStyle = { size: number; bold?: boolean; color?: ReturnType<typeof rgb> };
type Align = 'left' | 'center' | 'right';

function writer(page: PDFPage, faces: Faces) {
  const font = (style: TextStyle, ethiopic: boolean) => (style.bold ? faces.bold : faces.regular)[ethiopic ? 'ethiopic' : 'latin'];
  const width = (text: string, style: TextStyle) =>
    runs(text).reduce((sum, r) => sum + font(style, r.ethiopic).widthOfTextAtSize(r.text, style.size), 0);
  /** Draws one line with its left edge, centre or right edge at x. */
  const line = (text: string, x: number, y: number, style: TextStyle, align: Align = 'left') => {
    let at = align === 'left' ? x : align === 'center' ? x - width(text, style) / 2 : x - width(text, style);
    for (const r of runs(text)) {
      const f = font(style, r.ethiopic);
      page.drawText(r.text, { x: at, y, size: style.size, font: f, color: style.color ?? INK });
      at += f.widthOfTextAtSize(r.text, style.size);
    }
  };
  /** The largest size up to `style.size` at which the text fits `max` points (long names and companies). */
  const fit = (text: string, style: TextStyle, max: number): TextStyle => {
    const w = width(text, style);
    return w <= max ? style : { ...style, size: Math.max(8, Math.floor(((style.size * max) / w) * 10) / 10) };
  };
  return { line, width, fit };
}

function frame(page: PDFPage) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: GREEN, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: GOLD, borderWidth: 1.2 });
  // Corner marks: small gold squares where the inner frame's corners are.
  for (const [x, y] of [
    [30, 30],
    [width - 30, 30],
    [30, height - 30],
    [width - 30, height - 30],
  ] as const) {
    page.drawRectangle({ x: x - 5, y: y - 5, width: 10, height: 10, color: GOLD });
  }
}

function metadata(doc: PDFDocument, title: string, subject: string, org: string, lang: Lang, now: Date) {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setSubject(subject);
  doc.setAuthor(org);
  doc.setCreator(org);
  doc.setProducer(org);
  doc.setLanguage(lang === 'am' ? 'am-ET' : 'en');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
}

/** A QR code of `text` as an image of the document (`scale` pixels a module), to draw at any size. */
const embedQr = async (doc: PDFDocument, text: string, scale: number) =>
  doc.embedPng(await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale }));

const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.replace(/\s+/g, ' ').trim();

// ── Certificate ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The certificate of membership: one A4 landscape page. */
export async function certificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const { member, lang, now } = input;
  const w = words(lang);
  const doc = await PDFDocument.create();
  const faces = await embedFonts(doc);
  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const text = writer(page, faces);
  const mid = width / 2;
  frame(page);

  // The association, then the title: an Amharic certificate also names the association in English beneath.
  let y = height - 92;
  text.line(w.org.toUpperCase(), mid, y, { size: 20, bold: true, color: GREEN }, 'center');
  if (lang === 'am') {
    y -= 18;
    text.line(enWords.org, mid, y, { size: 10, color: MUTED }, 'center');
  }
  y -= 16;
  text.line(w.address, mid, y, { size: 8.5, color: MUTED }, 'center');
  y -= 22;
  page.drawLine({ start: { x: mid - 120, y }, end: { x: mid + 120, y }, thickness: 0.8, color: GOLD });
  y -= 46;
  text.line(w.certificate.title, mid, y, { size: 32, bold: true, color: INK }, 'center');
  if (lang === 'am') {
    y -= 22;
    text.line(enWords.certificate.title, mid, y, { size: 12, color: MUTED }, 'center');
  }

  // Who: the name as the largest words, the company under it.
  y -= 40;
  text.line(w.certificate.certifies, mid, y, { size: 12, color: MUTED }, 'center');
  y -= 40;
  const name = fullName(member);
  text.line(name, mid, y, text.fit(name, { size: 30, bold: true, color: GREEN }, width - 160), 'center');
  if (member.company.trim()) {
    y -= 24;
    text.line(member.company.trim(), mid, y, text.fit(member.company.trim(), { size: 14 }, width - 200), 'center');
  }
  y -= 30;
  const plan = w.plan(member.plan);
  text.line(w.certificate.isMember(lang === 'am' ? plan : plan.toLowerCase()), mid, y, { size: 13 }, 'center');

  // The facts in four columns, left of the QR code: number, type, and the two days in both calendars.
  const top = 150;
  const left = 70;
  const columns = [
    { label: w.certificate.number, lines: [member.number] },
    { label: w.certificate.plan, lines: [plan] },
    { label: w.certificate.validFrom, lines: w.day(member.validFrom) },
    { label: w.certificate.validUntil, lines: w.day(member.validUntil) },
  ];
  const colWidth = 142;
  page.drawLine({ start: { x: left, y: top + 22 }, end: { x: left + 4 * colWidth - 10, y: top + 22 }, thickness: 0.6, color: GOLD });
  columns.forEach((c, i) => {
    const x = left + i * colWidth;
    text.line(c.label.toUpperCase(), x, top, { size: 8, bold: true, color: GOLD });
    for (const [j, l] of c.lines.entries()) {
      text.line(l, x, top - 18 - j * 14, j === 0 ? text.fit(l, { size: 11, bold: true }, colWidth - 10) : { size: 9, color: MUTED });
    }
  });
  text.line(w.certificate.issued(addisToday(now)), left, 70, { size: 9, color: MUTED });

  // The QR code of the verification link, bottom right, the link printed small beneath it.
  const url = verifyUrl(input.publicUrl, member.verificationCode);
  const qr = await embedQr(doc, url, 6);
  const side = 104;
  const qrX = width - 70 - side;
  page.drawImage(qr, { x: qrX, y: 88, width: side, height: side });
  text.line(w.certificate.scan, qrX + side / 2, 76, { size: 7.5, color: MUTED }, 'center');
  text.line(url, width - 70, 62, text.fit(url, { size: 6.5, color: MUTED }, 300), 'right');

  metadata(doc, `${w.certificate.title}: ${name}`, w.certificate.subject(member.number), w.org, lang, now);
  return doc.save();
}

// ── Payment acknowledgement ─────────────────────────────────────────────────────────────────────────────────────

/** The payment acknowledgement of one paid period: one A4 portrait page. */
export async function acknowledgementPdf(input: AcknowledgementInput): Promise<Uint8Array> {
  const { payment, member, lang, now } = input;
  const w = words(lang);
  const a = w.acknowledgement;
  const doc = await PDFDocument.create();
  const faces = await embedFonts(doc);
  const page = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const text = writer(page, faces);
  const left = 64;
  const right = width - 64;

  // A letterhead band in the association's green.
  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: GREEN });
  text.line(w.org, left, height - 58, text.fit(w.org, { size: 20, bold: true, color: rgb(1, 1, 1) }, right - left));
  text.line(w.address, left, height - 80, text.fit(w.address, { size: 8.5, color: rgb(0.9, 0.95, 0.9) }, right - left));

  let y = height - 170;
  text.line(a.title, left, y, { size: 24, bold: true });
  y -= 26;
  text.line(payment.acknowledgementNumber, left, y, { size: 14, bold: true, color: GREEN });
  text.line(a.printed(addisToday(now)), right, y, { size: 9, color: MUTED }, 'right');
  y -= 40;
  text.line(a.thanks, left, y, text.fit(a.thanks, { size: 11 }, right - left));

  // The facts as a two-column table with hairlines between the rows.
  const approvedDay = addisToday(typeof payment.approvedAt === 'string' ? new Date(payment.approvedAt) : payment.approvedAt);
  const company = member.company.trim();
  const rows: [string, string[]][] = [
    [a.receivedFrom, company ? [fullName(member), company] : [fullName(member)]],
    [a.number, [member.number]],
    [a.amount, [w.birr(payment.amount)]],
    [a.plan, [w.plan(payment.plan)]],
    [a.period, [a.periodText(payment.validFrom, payment.validUntil), a.periodEthiopian(payment.validFrom, payment.validUntil)]],
    [a.approved, w.day(approvedDay)],
  ];
  y -= 30;
  const valueX = left + 170;
  for (const [label, values] of rows) {
    page.drawLine({ start: { x: left, y: y + 18 }, end: { x: right, y: y + 18 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.8) });
    text.line(label, left, y, { size: 10, bold: true, color: MUTED });
    for (const [i, v] of values.entries()) {
      const style = i === 0 ? { size: 11.5, bold: label === a.amount } : { size: 9.5, color: MUTED };
      text.line(v, valueX, y - i * 15, text.fit(v, style, right - valueX));
    }
    y -= 22 + values.length * 15;
  }
  page.drawLine({ start: { x: left, y: y + 18 }, end: { x: right, y: y + 18 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.8) });
  text.line(a.footer, left, 70, text.fit(a.footer, { size: 8.5, color: MUTED }, right - left));

  metadata(doc, `${a.title} ${payment.acknowledgementNumber}`, `${a.title} ${payment.acknowledgementNumber}`, w.org, lang, now);
  return doc.save();
}

// ── Name badges ─────────────────────────────────────────────────────────────────────────────────────────────────

export type BadgesInput = {
  /** The event's title in the sheet's language. */
  event: string;
  /** In print order. */
  badges: { firstName: string; lastName: string; organization: string; ticketCode: string }[];
  lang: Lang;
  now: Date;
};

/** Badges a page: two across, four down. */
export const BADGES_PER_PAGE = 8;
const BADGE_COLUMNS = 2;
const BADGE_ROWS = 4;
const CUT = rgb(0.7, 0.7, 0.7);

/**
 * Name badges for an event: A4 portrait sheets of eight (2 × 4) with dashed cut lines between them. Each badge has the
 * association in a green band, the event, the name large, the organization, and the QR code of the ticket's code (the
 * code printed small beneath), so a badge can be scanned at the door like the ticket.
 */
export async function badgesPdf(input: BadgesInput): Promise<Uint8Array> {
  const { lang, now } = input;
  const w = words(lang);
  const doc = await PDFDocument.create();
  const faces = await embedFonts(doc);
  const [pageWidth, pageHeight, margin] = [595.28, 841.89, 28];
  const bw = (pageWidth - 2 * margin) / BADGE_COLUMNS;
  const bh = (pageHeight - 2 * margin) / BADGE_ROWS;
  const pad = 14;
  const side = 72;
  const pages = Math.max(1, Math.ceil(input.badges.length / BADGES_PER_PAGE));
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([pageWidth, pageHeight]);
    const text = writer(page, faces);
    // Cut lines across the whole sheet, on every edge of the grid.
    const dashes = { thickness: 0.5, color: CUT, dashArray: [4, 3] };
    for (let i = 0; i <= BADGE_COLUMNS; i++) {
      const x = margin + i * bw;
      page.drawLine({ start: { x, y: 0 }, end: { x, y: pageHeight }, ...dashes });
    }
    for (let j = 0; j <= BADGE_ROWS; j++) {
      const y = margin + j * bh;
      page.drawLine({ start: { x: 0, y }, end: { x: pageWidth, y }, ...dashes });
    }
    const onPage = input.badges.slice(p * BADGES_PER_PAGE, (p + 1) * BADGES_PER_PAGE);
    for (const [i, badge] of onPage.entries()) {
      const left = margin + (i % BADGE_COLUMNS) * bw;
      const top = pageHeight - margin - Math.floor(i / BADGE_COLUMNS) * bh;
      const inner = bw - 2 * pad;
      const mid = left + bw / 2;
      page.drawRectangle({ x: left, y: top - 26, width: bw, height: 26, color: GREEN });
      text.line(w.org, mid, top - 17, text.fit(w.org, { size: 8.5, bold: true, color: rgb(1, 1, 1) }, inner), 'center');
      text.line(input.event, mid, top - 44, text.fit(input.event, { size: 10, bold: true, color: GREEN }, inner), 'center');
      const name = fullName(badge);
      text.line(name, mid, top - 78, text.fit(name, { size: 24, bold: true }, inner), 'center');
      const org = badge.organization.trim();
      if (org) text.line(org, mid, top - 98, text.fit(org, { size: 12, color: MUTED }, inner), 'center');
      const qr = await embedQr(doc, badge.ticketCode, 4);
      const qrX = left + bw - pad - side;
      const qrY = top - bh + 18;
      page.drawImage(qr, { x: qrX, y: qrY, width: side, height: side });
      text.line(formatTicketCode(badge.ticketCode), qrX + side / 2, qrY - 9, { size: 6.5, color: MUTED }, 'center');
    }
  }
  metadata(doc, w.badges.title(input.event), w.badges.title(input.event), w.org, lang, now);
  return doc.save();
}
