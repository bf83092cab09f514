// Where a PDF's text sits, read back for tests: every piece of text pdf-lib drew (one Tj), with its font, size, left
// edge, baseline, glyph ids, its text through the font's ToUnicode map, and its width from the widths the PDF itself
// carries for that font (the CIDFont's W array: the metrics a viewer lays the glyphs out with).
import { inflateSync } from 'node:zlib';
import { PDFArray, type PDFDict, PDFDocument, PDFName, type PDFNumber, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';

export type Piece = { page: number; font: string; size: number; x: number; y: number; width: number; glyphs: number[]; text: string };

const streamText = (stream: PDFRawStream) => {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return (filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
};

/** A W array (`c [w1 w2 …]` or `cfirst clast w`) as glyph id → width in thousandths of the size. */
function widths(w: PDFArray | undefined, deref: (o: PDFObject | undefined) => PDFObject | undefined): Map<number, number> {
  const out = new Map<number, number>();
  const items = w?.asArray().map(deref) ?? [];
  for (let i = 0; i < items.length; ) {
    const first = (items[i] as PDFNumber).asNumber();
    const next = items[i + 1];
    if (next instanceof PDFArray) {
      next.asArray().forEach((v, j) => {
        out.set(first + j, (deref(v) as PDFNumber).asNumber());
      });
      i += 2;
    } else {
      const last = (next as PDFNumber).asNumber();
      const width = (items[i + 2] as PDFNumber).asNumber();
      for (let g = first; g <= last; g++) out.set(g, width);
      i += 3;
    }
  }
  return out;
}

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(Number.parseInt(from!, 16), utf16(to!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      for (let g = Number.parseInt(lo!, 16); g <= Number.parseInt(hi!, 16); g++)
        map.set(g, String.fromCharCode(Number.parseInt(to!, 16) + g - Number.parseInt(lo!, 16)));
  return map;
}

export async function pdfPieces(bytes: Uint8Array): Promise<Piece[]> {
  const doc = await PDFDocument.load(bytes);
  const deref = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  const pieces: Piece[] = [];
  doc.getPages().forEach((page, index) => {
    const fonts = new Map<string, { widths: Map<number, number>; unicode: Map<number, string> }>();
    const fontDict = deref(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict | undefined;
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = deref(ref) as PDFDict;
      const descendant = deref((deref(font.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0)) as PDFDict;
      const cmap = deref(font.get(PDFName.of('ToUnicode')));
      fonts.set(name.asString(), {
        widths: widths(deref(descendant.get(PDFName.of('W'))) as PDFArray | undefined, deref),
        unicode: cmap instanceof PDFRawStream ? toUnicode(streamText(cmap)) : new Map(),
      });
    }
    const contents = deref(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(deref) : [contents];
    const source = streams.map((s) => streamText(s as PDFRawStream)).join('\n');
    let font = '';
    let size = 0;
    let x = 0;
    let y = 0;
    for (const m of source.matchAll(/(\/[^\s/]+)\s+([\d.]+)\s+Tf|1 0 0 1 ([-\d.]+) ([-\d.]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) [font, size] = [m[1], Number(m[2])];
      else if (m[3] !== undefined) [x, y] = [Number(m[3]), Number(m[4])];
      else {
        const f = fonts.get(font)!;
        const glyphs = (m[5]!.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16));
        const width = (glyphs.reduce((sum, g) => sum + (f.widths.get(g) ?? 0), 0) * size) / 1000;
        const text = glyphs.map((g) => f.unicode.get(g) ?? '\uFFFD').join('');
        pieces.push({ page: index, font, size, x, y, width, glyphs, text });
      }
    }
  });
  return pieces;
}
