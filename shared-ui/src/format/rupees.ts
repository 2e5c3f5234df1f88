// Made on first use, not when the module loads: the first Intl formatter of a locale loads its data, which is one
// of the page's longest pieces of work on a phone (about 50 ms at 4x CPU slowdown), and most pages format no price.
let rupees: Intl.NumberFormat | null = null;

/** ₹ with Indian digit grouping: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return rupees.format(amount);
}
