// Tells a receipt's real type from its first bytes, whatever its name or declared type says.
export type ReceiptKind = { mime: 'image/jpeg' | 'image/png' | 'application/pdf'; ext: 'jpg' | 'png' | 'pdf' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];

/** Bytes needed to decide. */
export const SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

export function sniffReceipt(head: Uint8Array): ReceiptKind | null {
  if (startsWith(head, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, PDF)) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}
