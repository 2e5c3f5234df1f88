import zlib from 'node:zlib';

/** The text drawn on a PDF's pages (pdf-lib writes it as hex strings in deflated content streams). */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  // pdf-lib ends the keywords with \n alone: an optional \r before "endstream" would eat a compressed stream's
  // last byte whenever it is 0x0D (about one stream in 256), and its text would read as nothing
  for (const [, body] of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      content = body;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}
