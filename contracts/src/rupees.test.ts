import { formatRupees, groupIndianDigits } from './rupees';

it('groups digits the Indian way: the last three, then pairs', () => {
  expect(groupIndianDigits(0)).toBe('0');
  expect(groupIndianDigits(999)).toBe('999');
  expect(groupIndianDigits(1000)).toBe('1,000');
  expect(groupIndianDigits(99999)).toBe('99,999');
  expect(groupIndianDigits(100000)).toBe('1,00,000');
  expect(groupIndianDigits(1234567)).toBe('12,34,567');
  expect(groupIndianDigits(123456789)).toBe('12,34,56,789');
  expect(groupIndianDigits(1e12)).toBe('10,00,00,00,00,000');
});

// the figures Chromium's Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
// prints for the same amounts
it.each([
  [0, '₹0'],
  [5, '₹5'],
  [6500, '₹6,500'],
  [125000, '₹1,25,000'],
  [1234567, '₹12,34,567'],
  [-6500, '-₹6,500'],
  [2.5, '₹3'],
  [3.5, '₹4'],
  [-2.5, '-₹3'],
  [0.4, '₹0'],
])('formatRupees(%p) is %p, as the browser writes it', (amount, text) => {
  expect(formatRupees(amount)).toBe(text);
});
