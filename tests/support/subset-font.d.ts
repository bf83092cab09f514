// subset-font ships no types; the options the project uses (see node_modules/subset-font/README.md).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string | null,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      keepAllGlyphs?: boolean;
      keepFeatures?: string[];
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}
