// fontkit ships no types; this names the one call the glyph check makes (pdfkit uses fontkit itself).
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
