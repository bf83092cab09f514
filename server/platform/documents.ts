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
import { DEFAULT_LANG } from '../../contract/languages';
import { type DocumentWords, documentWords as enWords } from '../messages/documents';
import type { AcknowledgementInput, BadgesInput, CertificateImage, CertificateInput, DocumentJob } from './documentJobs';
import type { Lang } from './lang';
import { wordsIn } from './languages';

const words = (lang: Lang): DocumentWords => wordsIn(lang).documentWords;
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

/**
 * How a piece of text that may be long (a name, a company, an event's title) is fitted to its box: the size shrinks
 * from `style.size` down to `minSize` on one line; when it still does not fit, it is wrapped onto up to `maxLines` lines
 * at `wrapSize` or smaller, and only below `minSize` on the last line is the rest cut off with an ellipsis. The lines
 * go down from y (`anchor: 'top'`) or sit evenly around y (`'middle'`).
 */
type BoxOptions = { width: number; minSize: number; maxLines?: number; wrapSize?: number; anchor?: 'top' | 'middle'; align?: Align };
const LINE_HEIGHT = 1.18;
const ELLIPSIS = '…';

/** The glyphs each face can draw, read from the font files themselves. */
type Glyphs = { latin: Set<number>; ethiopic: Set<number> };
const glyphsOf = (faces: Faces): Glyphs => ({
  // The bold and regular cuts cover the same letters; a letter is kept only if both have it.
  latin: intersect(faces.regular.latin.getCharacterSet(), faces.bold.latin.getCharacterSet()),
  ethiopic: intersect(faces.regular.ethiopic.getCharacterSet(), faces.bold.ethiopic.getCharacterSet()),
});
const intersect = (a: number[], b: number[]) => {
  const other = new Set(b);
  return new Set(a.filter((c) => other.has(c)));
};
const isEthiopic = (c: number) => (c >= 0x1200 && c <= 0x139f) || (c >= 0x2d80 && c <= 0x2ddf) || (c >= 0xab00 && c <= 0xab2f);
const COMBINING = /\p{M}/u;

/**
 * The text as the fonts can print it: a letter neither cut has (an emoji, a pictograph, a letter of another script) is
 * left out rather than drawn as an empty box, an accented Latin letter the cut lacks is printed without its accent
 * (ć → c), any space or line break is one space, and spaces left doubled by what was dropped are closed up.
 */
export function printable(text: string, glyphs: Glyphs): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (isEthiopic(c)) {
      if (glyphs.ethiopic.has(c)) out += ch;
    } else if (/\s/u.test(ch)) out += ' ';
    else if (glyphs.latin.has(c)) out += ch;
    else {
      for (const part of ch.normalize('NFKD')) {
        const p = part.codePointAt(0)!;
        if (!COMBINING.test(part) && glyphs.latin.has(p)) out += part;
      }
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

function writer(page: PDFPage, faces: Faces, glyphs: Glyphs) {
  const font = (style: TextStyle, ethiopic: boolean) => (style.bold ? faces.bold : faces.regular)[ethiopic ? 'ethiopic' : 'latin'];
  const width = (text: string, style: TextStyle) =>
    runs(text).reduce((sum, r) => sum + font(style, r.ethiopic).widthOfTextAtSize(r.text, style.size), 0);
  /** Draws one line with its left edge, centre or right edge at x. */
  const draw = (text: string, x: number, y: number, style: TextStyle, align: Align = 'left') => {
    let at = align === 'left' ? x : align === 'center' ? x - width(text, style) / 2 : x - width(text, style);
    for (const r of runs(text)) {
      const f = font(style, r.ethiopic);
      page.drawText(r.text, { x: at, y, size: style.size, font: f, color: style.color ?? INK });
      at += f.widthOfTextAtSize(r.text, style.size);
    }
  };
  /** One line of the document's own wording (a label, a date), in letters the fonts have. */
  const line = (text: string, x: number, y: number, style: TextStyle, align: Align = 'left') =>
    draw(printable(text, glyphs), x, y, style, align);
  /** The text cut to `max` points at its size, ending in an ellipsis. */
  const clip = (text: string, style: TextStyle, max: number) => {
    if (width(text, style) <= max) return text;
    const chars = Array.from(text);
    while (chars.length && width(`${chars.join('').trimEnd()}${ELLIPSIS}`, style) > max) chars.pop();
    return chars.length ? `${chars.join('').trimEnd()}${ELLIPSIS}` : '';
  };
  /** The text broken into lines of at most `max` points at the style's size (a word longer than a line is broken too). */
  const wrap = (text: string, style: TextStyle, max: number): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (width(candidate, style) <= max) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      // A word wider than the line on its own goes letter by letter.
      for (const ch of word) {
        if (current && width(current + ch, style) > max) {
          lines.push(current);
          current = '';
        }
        current += ch;
      }
    }
    if (current) lines.push(current);
    return lines;
  };
  /** The lines and size that fit `text` into the box (see BoxOptions). */
  const layout = (text: string, style: TextStyle, o: BoxOptions): { lines: string[]; style: TextStyle } => {
    const full = width(text, style);
    if (full <= o.width) return { lines: [text], style };
    // Width grows with size in proportion, so the size that fits one line is found at once.
    const oneLine = Math.floor(((style.size * o.width) / full) * 10) / 10;
    if (oneLine >= o.minSize) {
      const fitted = { ...style, size: oneLine };
      return { lines: [clip(text, fitted, o.width)], style: fitted };
    }
    const maxLines = o.maxLines ?? 1;
    for (let size = Math.min(o.wrapSize ?? style.size, oneLine * maxLines); maxLines > 1 && size >= o.minSize; size -= 0.5) {
      const sized = { ...style, size: Math.round(size * 10) / 10 };
      const lines = wrap(text, sized, o.width);
      if (lines.length <= maxLines) return { lines, style: sized };
    }
    const smallest = { ...style, size: o.minSize };
    const lines = wrap(text, smallest, o.width);
    if (lines.length <= maxLines) return { lines, style: smallest };
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = clip(`${kept[maxLines - 1]} ${lines[maxLines]}`, smallest, o.width);
    return { lines: kept, style: smallest };
  };
  /**
   * Text that may be long, fitted to a box `o.width` wide (see BoxOptions); answers how far below y the lines went
   * beyond the first, so what follows can move down by as much.
   */
  const box = (text: string, x: number, y: number, style: TextStyle, o: BoxOptions): number => {
    const shown = printable(text, glyphs);
    if (!shown) return 0;
    const { lines, style: fitted } = layout(shown, style, o);
    const step = fitted.size * LINE_HEIGHT;
    const first = o.anchor === 'middle' ? y + ((lines.length - 1) * step) / 2 : y;
    for (const [i, l] of lines.entries()) draw(l, x, first - i * step, fitted, o.align ?? 'left');
    return o.anchor === 'middle' ? 0 : (lines.length - 1) * step;
  };
  return { line, box, width, draw, wrap: (text: string, style: TextStyle, max: number) => wrap(printable(text, glyphs), style, max) };
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
  doc.setLanguage(wordsIn(lang).pdfLang);
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
  const text = writer(page, faces, glyphsOf(faces));
  const mid = width / 2;
  frame(page);
  const signing = input.signing;
  const image = async (img: CertificateImage | undefined) => {
    if (!img) return null;
    try {
      return img.type === 'image/png' ? await doc.embedPng(img.data) : await doc.embedJpg(img.data);
    } catch {
      // An image the PDF library cannot read (a damaged file that passed the type check) is left out.
      return null;
    }
  };
  /** Draws the image fitted inside the box, centred on it, keeping its proportions. */
  const fitted = (img: Awaited<ReturnType<typeof image>>, x: number, y: number, w: number, h: number, opacity = 1) => {
    if (!img) return;
    const scale = Math.min(w / img.width, h / img.height);
    const [dw, dh] = [img.width * scale, img.height * scale];
    page.drawImage(img, { x: x + (w - dw) / 2, y: y + (h - dh) / 2, width: dw, height: dh, opacity });
  };
  // The logo in the top left corner, inside the frame.
  fitted(await image(signing?.logo), 48, height - 130, 82, 82);

  // The association, then the title: a certificate in another language also names the association in English beneath.
  let y = height - 92;
  text.line(w.org.toUpperCase(), mid, y, { size: 20, bold: true, color: GREEN }, 'center');
  if (lang !== DEFAULT_LANG) {
    y -= 18;
    text.line(enWords.org, mid, y, { size: 10, color: MUTED }, 'center');
  }
  y -= 16;
  text.line(w.address, mid, y, { size: 8.5, color: MUTED }, 'center');
  y -= 22;
  page.drawLine({ start: { x: mid - 120, y }, end: { x: mid + 120, y }, thickness: 0.8, color: GOLD });
  y -= 46;
  text.line(w.certificate.title, mid, y, { size: 32, bold: true, color: INK }, 'center');
  if (lang !== DEFAULT_LANG) {
    y -= 22;
    text.line(enWords.certificate.title, mid, y, { size: 12, color: MUTED }, 'center');
  }

  // Who: the name as the largest words, the company under it.
  y -= 40;
  text.line(w.certificate.certifies, mid, y, { size: 12, color: MUTED }, 'center');
  y -= 40;
  const name = fullName(member);
  // Both may be long: each shrinks, then takes a second line, and what follows moves down (there is room above the
  // facts for both).
  y -= text.box(
    name,
    mid,
    y,
    { size: 30, bold: true, color: GREEN },
    { width: width - 160, minSize: 18, wrapSize: 20, maxLines: 2, align: 'center' },
  );
  if (member.company.trim()) {
    y -= 24;
    y -= text.box(member.company, mid, y, { size: 14 }, { width: width - 200, minSize: 10, maxLines: 2, align: 'center' });
  }
  y -= 30;
  const plan = w.plan(member.plan);
  text.line(w.certificate.isMember(wordsIn(lang).planInSentence(plan)), mid, y, { size: 13 }, 'center');

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
      if (j === 0) text.box(l, x, top - 18, { size: 11, bold: true }, { width: colWidth - 10, minSize: 7 });
      else text.box(l, x, top - 18 - j * 14, { size: 9, color: MUTED }, { width: colWidth - 10, minSize: 6 });
    }
  });
  text.line(w.certificate.issued(addisToday(now)), left, 70, { size: 9, color: MUTED });

  // The chairperson's signature over a line, their name and title beneath, the seal pressed beside it.
  const chairTitle = (lang === DEFAULT_LANG ? undefined : signing?.translations?.[lang]?.chairTitle) || (signing?.chairTitle ?? '');
  if (signing && (signing.chairName || signing.signature)) {
    const sx = 300;
    const sw = 200;
    fitted(await image(signing.signature), sx, 76, sw, 34);
    page.drawLine({ start: { x: sx, y: 74 }, end: { x: sx + sw, y: 74 }, thickness: 0.6, color: INK });
    text.box(signing.chairName, sx + sw / 2, 62, { size: 9.5, bold: true }, { width: sw, minSize: 6, align: 'center' });
    if (chairTitle) text.box(chairTitle, sx + sw / 2, 51, { size: 8, color: MUTED }, { width: sw, minSize: 5, align: 'center' });
  }
  fitted(await image(signing?.seal), 510, 40, 78, 78, 0.9);

  // The QR code of the verification link, bottom right, the link printed small beneath it.
  const url = verifyUrl(input.publicUrl, member.verificationCode);
  const qr = await embedQr(doc, url, 6);
  const side = 104;
  const qrX = width - 70 - side;
  page.drawImage(qr, { x: qrX, y: 88, width: side, height: side });
  text.line(w.certificate.scan, qrX + side / 2, 76, { size: 7.5, color: MUTED }, 'center');
  text.box(url, width - 70, 62, { size: 6.5, color: MUTED }, { width: 300, minSize: 4, align: 'right' });

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
  const text = writer(page, faces, glyphsOf(faces));
  const left = 64;
  const right = width - 64;

  // A letterhead band in the association's green.
  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: GREEN });
  text.box(w.org, left, height - 58, { size: 20, bold: true, color: rgb(1, 1, 1) }, { width: right - left, minSize: 12 });
  text.box(w.address, left, height - 80, { size: 8.5, color: rgb(0.9, 0.95, 0.9) }, { width: right - left, minSize: 6 });

  let y = height - 170;
  text.line(a.title, left, y, { size: 24, bold: true });
  y -= 26;
  text.line(payment.acknowledgementNumber, left, y, { size: 14, bold: true, color: GREEN });
  text.line(a.printed(addisToday(now)), right, y, { size: 9, color: MUTED }, 'right');
  y -= 40;
  text.box(a.thanks, left, y, { size: 11 }, { width: right - left, minSize: 8 });

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
    // A long name or company takes more lines (there is room down to the footer), the rows below move down.
    let below = 0;
    for (const [i, v] of values.entries()) {
      const style = i === 0 ? { size: 11.5, bold: label === a.amount } : { size: 9.5, color: MUTED };
      below += text.box(v, valueX, y - i * 15 - below, style, { width: right - valueX, minSize: 8, maxLines: 3, wrapSize: 10 });
    }
    y -= 22 + values.length * 15 + below;
  }
  page.drawLine({ start: { x: left, y: y + 18 }, end: { x: right, y: y + 18 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.8) });
  text.box(a.footer, left, 70, { size: 8.5, color: MUTED }, { width: right - left, minSize: 6 });

  metadata(doc, `${a.title} ${payment.acknowledgementNumber}`, `${a.title} ${payment.acknowledgementNumber}`, w.org, lang, now);
  return doc.save();
}

// ── Name badges ─────────────────────────────────────────────────────────────────────────────────────────────────

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
  const glyphs = glyphsOf(faces);
  const [pageWidth, pageHeight, margin] = [595.28, 841.89, 28];
  const bw = (pageWidth - 2 * margin) / BADGE_COLUMNS;
  const bh = (pageHeight - 2 * margin) / BADGE_ROWS;
  const pad = 14;
  const side = 72;
  const pages = Math.max(1, Math.ceil(input.badges.length / BADGES_PER_PAGE));
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([pageWidth, pageHeight]);
    const text = writer(page, faces, glyphs);
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
      const fitted = { width: inner, align: 'center' } as const;
      text.box(w.org, mid, top - 17, { size: 8.5, bold: true, color: rgb(1, 1, 1) }, { ...fitted, minSize: 6 });
      text.box(input.event, mid, top - 44, { size: 10, bold: true, color: GREEN }, { ...fitted, minSize: 7 });
      // The name may take two smaller lines, set about where one would be, between the event and the organization.
      const name = fullName(badge);
      text.box(name, mid, top - 78, { size: 24, bold: true }, { ...fitted, minSize: 14, wrapSize: 12, maxLines: 2, anchor: 'middle' });
      const org = badge.organization.trim();
      if (org) text.box(org, mid, top - 98, { size: 12, color: MUTED }, { ...fitted, minSize: 7 });
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

// ── Jobs ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Makes the job's PDF (in the worker threads). */
export function makeDocument(job: DocumentJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'certificate':
      return certificatePdf(job.input);
    case 'acknowledgement':
      return acknowledgementPdf(job.input);
    case 'badges':
      return badgesPdf(job.input);
  }
}

// ── A resource's document ───────────────────────────────────────────────────────────────────────────────────────

export type ArticleInput = {
  title: string;
  summary: string;
  sections: { heading: string; body: string[] }[];
  lang: Lang;
  /** The day it is dated (its creation date too). */
  now: Date;
};

/** A resource's document (a guide, a report, a template): A4 portrait pages, the association above, the text flowing. */
export async function articlePdf(input: ArticleInput): Promise<Uint8Array> {
  const w = words(input.lang);
  const doc = await PDFDocument.create();
  const faces = await embedFonts(doc);
  const glyphs = glyphsOf(faces);
  const [W, H] = [595.28, 841.89];
  const left = 64;
  const max = W - 2 * left;
  let page = doc.addPage([W, H]);
  let text = writer(page, faces, glyphs);
  let y = H - 64;
  const newPage = () => {
    page = doc.addPage([W, H]);
    text = writer(page, faces, glyphs);
    y = H - 64;
  };
  const lines = (t: string, style: TextStyle, gapAfter: number) => {
    const step = style.size * 1.45;
    for (const l of text.wrap(t, style, max)) {
      if (y < 72) newPage();
      text.draw(l, left, y, style);
      y -= step;
    }
    y -= gapAfter;
  };
  text.line(w.org.toUpperCase(), left, y, { size: 11, bold: true, color: GREEN });
  y -= 14;
  text.line(w.address, left, y, { size: 7.5, color: MUTED });
  y -= 14;
  page.drawLine({ start: { x: left, y }, end: { x: W - left, y }, thickness: 0.8, color: GOLD });
  y -= 34;
  lines(input.title, { size: 20, bold: true, color: INK }, 6);
  lines(input.summary, { size: 11.5, color: MUTED }, 14);
  for (const section of input.sections) {
    if (y < 130) newPage();
    lines(section.heading, { size: 13.5, bold: true, color: GREEN }, 2);
    for (const p of section.body) lines(p, { size: 11 }, 6);
    y -= 8;
  }
  metadata(doc, input.title, input.summary, w.org, input.lang, input.now);
  return doc.save();
}
