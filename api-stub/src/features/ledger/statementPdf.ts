import { balanceWords, type StayLedger } from 'contracts';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { amountText, dateText, latin1, wrapText } from '../rent/receiptPdf';

const A4: [number, number] = [595, 842];

/** The statement of a stay (and its settlement once it ended) as A4 pages, the same lines both sides read. */
export async function statementPdf(ledger: StayLedger): Promise<Uint8Array> {
  // loaded on first use: pdf-lib takes 0.2 s to load, which every start of the API would pay
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const ink = rgb(0.1, 0.1, 0.15);
  const muted = rgb(0.35, 0.35, 0.42);
  const pdf = await PDFDocument.create();
  const title = ledger.settlement ? 'Settlement statement' : 'Statement of the stay';
  pdf.setTitle(`${title}: ${ledger.studentName}, ${ledger.hostelName}`);
  pdf.setAuthor('Hostel Hub');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = 790;
  const write = (text: string, x: number, { size = 10, font = regular, color = ink }: Partial<Style> = {}) =>
    page.drawText(latin1(text), { x, y, size, font, color });
  const right = (text: string, edge: number, style: Partial<Style> = {}) =>
    write(text, edge - (style.font ?? regular).widthOfTextAtSize(latin1(text), style.size ?? 10), style);
  /** Room for `height` more points on this page, else a new page. */
  const room = (height: number) => {
    if (y - height >= 50) return;
    page = pdf.addPage(A4);
    y = 790;
  };

  write('Hostel Hub', 40, { size: 11, color: muted });
  y -= 26;
  write(title, 40, { size: 20, font: bold });
  y -= 28;
  const facts: Array<[string, string]> = [
    ['Resident', ledger.studentName],
    ['Property', ledger.property],
    ['Owner', ledger.ownerName],
    ...(ledger.room
      ? [['Room', `${ledger.room}${ledger.sharing ? `, ${ledger.sharing} sharing` : ''}`] as [string, string]]
      : []),
    ['Check-in', dateText(ledger.checkInDate)],
    ...(ledger.endedAt
      ? [[ledger.status === 'Cancelled' ? 'Cancelled' : 'Checked out', dateText(ledger.endedAt)] as [string, string]]
      : []),
  ];
  for (const [label, value] of facts) {
    write(label, 40, { color: muted });
    for (const line of wrapText(value, 400, 10, bold)) {
      write(line, 130, { font: bold });
      y -= 14;
    }
  }
  y -= 12;
  const header = () => {
    write('Date', 40, { font: bold });
    write('What', 110, { font: bold });
    right('Charge', 420, { font: bold });
    right('Payment', 487, { font: bold });
    right('Balance', 555, { font: bold });
    y -= 16;
  };
  header();
  for (const line of ledger.lines) {
    const text = wrapText(`${line.title}${line.receiptNo ? ` (receipt ${line.receiptNo})` : ''}`, 250, 10, regular);
    room(14 * text.length + 6);
    if (y === 790) header();
    write(dateText(line.date), 40);
    right(line.charge ? amountText(line.charge) : '', 420);
    right(line.payment ? amountText(line.payment) : '', 487);
    right(amountText(line.balance), 555);
    for (const part of text) {
      write(part, 110);
      y -= 14;
    }
    y -= 4;
  }
  if (ledger.lines.length === 0) {
    write('Nothing has been charged or paid for this stay.', 40);
    y -= 16;
  }
  room(90);
  page.drawLine({ start: { x: 40, y: y + 6 }, end: { x: 555, y: y + 6 }, thickness: 0.5, color: muted });
  y -= 12;
  write(`Charges ${amountText(ledger.totals.charges)}   Payments ${amountText(ledger.totals.payments)}`, 40, {
    font: bold,
  });
  y -= 16;
  write(`Balance: ${balanceWords(ledger.totals.balance, 'the student')}`, 40, { font: bold });
  y -= 16;
  if (ledger.settlement) {
    const s = ledger.settlement;
    for (const line of wrapText(
      `Deposit received ${amountText(s.depositReceived)}; kept ${amountText(s.deducted)}${s.reasons.length ? ` (${s.reasons.join('; ')})` : ''}; refunded ${amountText(s.refunded)}.`,
      515,
      10,
      regular,
    )) {
      write(line, 40);
      y -= 14;
    }
  }
  y -= 10;
  write('Made from the records both sides read on Hostel Hub.', 40, { size: 9, color: muted });
  return pdf.save();
}

interface Style {
  size: number;
  font: PDFFont;
  color: RGB;
}
