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
