const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
