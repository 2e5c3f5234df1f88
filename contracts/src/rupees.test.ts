import { formatRupees, groupIndianDigits, rupeesInWords } from './rupees';

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

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero only'],
    [7, 'Rupees Seven only'],
    [6500, 'Rupees Six Thousand Five Hundred only'],
    [7500, 'Rupees Seven Thousand Five Hundred only'],
    [14_000, 'Rupees Fourteen Thousand only'],
    [99_999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine only'],
    [1_00_000, 'Rupees One Lakh only'],
    [1_25_050, 'Rupees One Lakh Twenty Five Thousand Fifty only'],
    [12_34_56_789, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine only'],
  ])('%d → %s', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });
});
