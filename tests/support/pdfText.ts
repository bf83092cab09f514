// The text a PDF shows, read back for tests: each page's content stream is inflated and its text operators (Tf, Tj)
// decoded through each font's ToUnicode map. Enough for the PDFs pdf-lib writes (one hex string per Tj), not a
// general PDF reader. Each Tj becomes one piece; pieces drawn on the same line are joined without a separator, lines
// by a newline.
import { inflateSync } from 'node:zlib';
import { PDFArray, type PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';

function streamText(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
  return bytes.toString('latin1');
}

const hexUnits = (hex: string, size: number) => hex.match(new RegExp(`[0-9A-Fa-f]{${size}}`, 'g')) ?? [];
const utf16 = (hex: string) => String.fromCharCode(...hexUnits(hex, 4).map((h) => Number.parseInt(h, 16)));

/** A ToUnicode CMap's glyph → text entries (bfchar and bfrange). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(from!.toUpperCase(), utf16(to!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = Number.parseInt(lo!, 16);
      const base = Number.parseInt(to!, 16);
      for (let g = start; g <= Number.parseInt(hi!, 16); g++) {
        map.set(g.toString(16).toUpperCase().padStart(lo!.length, '0'), String.fromCharCode(base + g - start));
      }
    }
  }
  return map;
}

/** Each page's text, lines separated by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const deref = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = deref(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict | undefined;
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = deref(ref) as PDFDict;
      const cmap = deref(font.get(PDFName.of('ToUnicode')));
      fonts.set(name.asString(), cmap instanceof PDFRawStream ? toUnicode(streamText(cmap)) : new Map());
    }
    const contents = deref(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(deref) : [contents];
    const source = streams.map((s) => streamText(s as PDFRawStream)).join('\n');
    const lines: string[] = [];
    let font = new Map<string, string>();
    let current = '';
    let lastY: number | undefined;
    for (const m of source.matchAll(
      /(\/[^\s/]+)\s+[\d.]+\s+Tf|([-\d.]+)\s+([-\d.]+)\s+Td|1 0 0 1 ([-\d.]+) ([-\d.]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g,
    )) {
      if (m[1]) font = fonts.get(m[1]) ?? new Map();
      const y = m[3] ?? m[5];
      if (y !== undefined) {
        if (lastY !== undefined && Math.abs(Number(y) - lastY) > 0.5 && current) {
          lines.push(current);
          current = '';
        }
        lastY = Number(y);
      }
      if (m[6] !== undefined)
        current += hexUnits(m[6], 4)
          .map((g) => font.get(g.toUpperCase()) ?? '\uFFFD')
          .join('');
    }
    if (current) lines.push(current);
    return lines.join('\n');
  });
}
