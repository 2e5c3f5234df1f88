import { paidMethodWords, type Receipt, receiptTitle } from 'contracts';
import type { PDFFont } from 'pdf-lib';

/** The standard PDF fonts speak Latin-1 only: anything else (₹, other scripts) is written plainly. */
export const latin1 = (text: string) =>
  text
    .replace(/₹/g, 'Rs. ')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

export const amountText = (amount: number) => `Rs. ${amount.toLocaleString('en-IN')}`;

export const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** `text` in lines that fit `width` at `size` (words kept whole; a word longer than a line stands alone). */
export function wrapText(text: string, width: number, size: number, font: PDFFont): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of latin1(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

/** A one-page A5 receipt of a paid bill, made with pdf-lib (no fonts or files needed): what an HRA claim asks
 * for, with long values (the address) wrapped, never cut. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  // loaded on first use: pdf-lib takes 0.2 s to load, which every start of the API would pay
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.receiptNo}`);
  pdf.setAuthor('Hostel Hub');
  pdf.setSubject(`${receipt.title}, ${receipt.hostelName}`);
  const page = pdf.addPage([420, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.15);
  const muted = rgb(0.35, 0.35, 0.42);
  let y = 550;
  const write = (text: string, { size = 11, font = regular, color = ink, x = 40 } = {}) => {
    page.drawText(latin1(text), { x, y, size, font, color });
  };
  write('Hostel Hub', { size: 12, color: muted });
  y -= 28;
  write(receiptTitle(receipt.kind), { size: 22, font: bold });
  y -= 22;
  write(`Receipt no. ${receipt.receiptNo}`, { size: 11, color: muted });
  y -= 32;
  const rows: Array<[string, string]> = [
    ['Received from', receipt.studentName],
    ['Property', receipt.property],
    ['For', receipt.title],
    ['Amount', amountText(receipt.amount)],
    ['In words', receipt.amountInWords],
    ['Paid by', paidMethodWords(receipt.method)],
    ...(receipt.reference ? [['UPI reference', receipt.reference] as [string, string]] : []),
    ['Paid on', dateText(receipt.paidAt)],
    ['Received by', receipt.ownerName],
    ...(receipt.ownerPan ? [["Landlord's PAN", receipt.ownerPan] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    write(label, { size: 10, color: muted });
    for (const line of wrapText(value, 230, 11, bold)) {
      write(line, { x: 140, font: bold });
      y -= 15;
    }
    y -= 7;
  }
  y -= 6;
  page.drawLine({ start: { x: 40, y }, end: { x: 380, y }, thickness: 0.5, color: muted });
  y -= 18;
  write('Confirmed by the owner on Hostel Hub. Keep this receipt for your records.', { size: 9, color: muted });
  return pdf.save();
}
