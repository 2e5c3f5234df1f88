import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RentStatement } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import RentStatementPage from './RentStatementPage';

const statement = (year: number, total: number): RentStatement => ({
  bookingId: 'b1',
  studentName: 'Divya Sree',
  property: 'Sri Sai Residency, Mangalpally, Hyderabad, Telangana',
  ownerName: 'Demo Owner',
  ownerPan: 'ABCDE1234F',
  year,
  label: `${year}–${String((year + 1) % 100).padStart(2, '0')}`,
  from: `${year}-04-01`,
  to: `${year + 1}-03-31`,
  payments: total
    ? [{ paidOn: `${year}-05-04`, month: `May ${year}`, amount: total, method: 'UPI', receiptNo: 'RCT-1' }]
    : [],
  total,
  totalInWords: total ? 'Rupees Seven Thousand Five Hundred only' : 'Rupees Zero only',
});

it('shows the rent paid in a financial year with the landlord’s PAN; another year is one choice away', async () => {
  const asked: string[] = [];
  respondWith({
    'GET /api/student/bookings/b1/rent-statement': (config) => {
      const year = Number(config.params.year);
      asked.push(String(year));
      return { status: 200, data: statement(year, year === 2025 ? 7500 : 0) };
    },
  });
  renderWithRouter(<RentStatementPage />, {
    path: '/student/my-bookings/b1/rent-statement?year=2025',
    routePath: '/student/my-bookings/:id/rent-statement',
  });
  expect(await screen.findByRole('heading', { name: 'Rent statement 2025–26' })).toBeInTheDocument();
  expect(screen.getByText('ABCDE1234F')).toBeInTheDocument();
  expect(screen.getByText('Total rent paid: ₹7,500')).toBeInTheDocument();
  expect(screen.getByText('(Rupees Seven Thousand Five Hundred only)')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Financial year'), screen.getAllByRole('option')[0]);
  expect(await screen.findByText(/^No rent was paid for this stay in/)).toBeInTheDocument();
  expect(asked[0]).toBe('2025');
  expect(asked.length).toBeGreaterThan(1);
});
