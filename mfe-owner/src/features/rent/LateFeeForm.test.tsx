import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { LateFeeForm } from './LateFeeForm';

it('sets a fee per day after grace days; no late fee asks for nothing more', async () => {
  const saved: unknown[] = [];
  respondWith({
    'PUT /api/owner/hostels/h1/late-fee': (config) => {
      saved.push(JSON.parse(config.data));
      return {
        status: 200,
        data: { message: 'Late fee rule saved. It applies to rent unpaid after its due date from now on.' },
      };
    },
  });
  renderWithRouter(<LateFeeForm hostelId="h1" rule={{ kind: 'none', amount: 0, graceDays: 0 }} />);
  expect(screen.getByText('Now: No late fee')).toBeInTheDocument();
  expect(screen.queryByLabelText('Grace days')).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Late fee'), 'per-day');
  await userEvent.clear(screen.getByLabelText('Fee a day (₹)'));
  await userEvent.type(screen.getByLabelText('Fee a day (₹)'), '50');
  await userEvent.clear(screen.getByLabelText('Grace days'));
  await userEvent.type(screen.getByLabelText('Grace days'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Save late fee' }));
  expect(await screen.findByText(/^Late fee rule saved/)).toBeInTheDocument();
  expect(saved).toEqual([{ kind: 'per-day', amount: 50, graceDays: 3 }]);
});
