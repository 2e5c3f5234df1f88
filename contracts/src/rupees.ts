// Rupee amounts as Indian English writes them, without Intl: the first Intl formatter a page makes starts the
// browser's locale data (ICU), 30–60 ms of main-thread work on this machine and four times that on a phone, and it
// was the longest single piece of every signed-in page's first render. The output is Chromium's en-IN currency
// format, character for character (rupees.test.ts).

/** Indian digit grouping of a whole number: 125000 → "1,25,000" (the last three digits, then pairs). */
export function groupIndianDigits(whole: number): string {
  let rest = String(whole);
  if (!/^\d+$/.test(rest)) return rest; // no digits to group (NaN, Infinity, 1e+21)
  let grouped = rest.slice(-3);
  rest = rest.slice(0, -3);
  while (rest) {
    grouped = `${rest.slice(-2)},${grouped}`;
    rest = rest.slice(0, -2);
  }
  return grouped;
}

/** ₹ with Indian digit grouping, rounded to whole rupees (halves away from zero): 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  return `${amount < 0 && whole > 0 ? '-' : ''}₹${groupIndianDigits(whole)}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words. */
const twoDigits = (n: number) => (n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`);

/** 0–999 in words. */
const threeDigits = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', twoDigits(n % 100)].filter(Boolean).join(' ');

/**
 * A whole rupee amount in words, the Indian way (thousand, lakh, crore), as receipts write it:
 * 125000 → "Rupees One Lakh Twenty Five Thousand only".
 */
export function rupeesInWords(amount: number): string {
  let n = Math.round(Math.abs(amount));
  if (n === 0) return 'Rupees Zero only';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  if (crore) parts.push(`${crore >= 1000 ? groupIndianDigits(crore) : threeDigits(crore)} Crore`);
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  if (lakh) parts.push(`${twoDigits(lakh)} Lakh`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${twoDigits(thousand)} Thousand`);
  if (n) parts.push(threeDigits(n));
  return `Rupees ${parts.join(' ')} only`;
}
