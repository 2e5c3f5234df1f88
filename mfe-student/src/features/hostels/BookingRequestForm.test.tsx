import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../../tools/jest/render';
import { BookingRequestForm } from './BookingRequestForm';

it('asks for a check-in date', async () => {
  renderWithRouter(<BookingRequestForm hostelId="h1" available />);
  await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose a check-in date.');
});

it('refuses a date in the past', async () => {
  renderWithRouter(<BookingRequestForm hostelId="h1" available />);
  await userEvent.type(screen.getByLabelText('Check-in date'), '2020-01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The check-in date cannot be in the past.');
});

it('says a full hostel takes no requests', () => {
  renderWithRouter(<BookingRequestForm hostelId="h1" available={false} />);
  expect(screen.queryByRole('button', { name: 'Request to book' })).not.toBeInTheDocument();
  expect(screen.getByText(/This hostel is full/)).toBeInTheDocument();
});
