import { formatRupees } from './rupees';

it('formats rupees with Indian digit grouping', () => {
  expect(formatRupees(125000)).toBe('₹1,25,000');
  expect(formatRupees(6500)).toBe('₹6,500');
  expect(formatRupees(0)).toBe('₹0');
});
