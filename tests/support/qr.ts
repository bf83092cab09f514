// Reads a PDF back the way a phone would: finds the QR code image the certificate embeds, turns its pixels into RGBA
// and decodes it with jsQR. pdf-lib stores an embedded PNG as raw 8-bit RGB (or grey) rows, deflated (FlateDecode),
// with any transparency in a separate soft mask; the code is drawn opaque, so the colour rows are enough.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { type PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

type Raster = { width: number; height: number; rgba: Uint8ClampedArray };

/** Every image XObject of the PDF, as RGBA pixels. */
export async function pdfImages(bytes: Uint8Array): Promise<Raster[]> {
  const doc = await PDFDocument.load(bytes);
  const images: Raster[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const dict: PDFDict = object.dict;
    const number = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    const width = number('Width');
    const height = number('Height');
    if (number('BitsPerComponent') !== 8) throw new Error('only 8-bit images are read');
    const filter = dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? inflateSync(object.contents) : Buffer.from(object.contents);
    const channels = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
    if (raw.length < width * height * channels) throw new Error(`image ${width}x${height} has ${raw.length} bytes`);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = raw[i * channels + (channels === 1 ? 0 : c)]!;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** The text of the (first readable) QR code embedded in the PDF; throws when there is none. */
export async function qrTextFromPdf(bytes: Uint8Array): Promise<string> {
  for (const image of await pdfImages(bytes)) {
    const found = jsQR(image.rgba, image.width, image.height);
    if (found) return found.data;
  }
  throw new Error('no readable QR code in the PDF');
}

/** The PDF of one PNG alone, to read back its size as pdf-lib stores it (the size it has in any PDF pdf-lib makes). */
export async function embedOne(bytes: Uint8Array) {
  const doc = await PDFDocument.create();
  const img = await doc.embedPng(bytes);
  doc.addPage().drawImage(img, { x: 0, y: 0 });
  return doc.save();
}
