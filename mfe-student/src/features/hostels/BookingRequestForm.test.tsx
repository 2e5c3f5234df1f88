import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
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

describe('a visitor', () => {
  const HOSTEL = '8d6f2a53-2f0e-4c1e-9a57-3f1f0c2b7d11';
  const student = { _id: 's1', name: 'Asha', email: 'asha@example.in', phone: '9876543210', role: 'student' as const };
  const nextMonth = () => new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
  afterEach(() => {
    useSession.getState().clear();
    sessionStorage.clear();
  });

  it('fills in a request, is asked to log in, and the request waits for them', async () => {
    renderWithRouter(<BookingRequestForm hostelId={HOSTEL} available />, { path: `/hostels/${HOSTEL}` });
    expect(screen.getByText(/your request is sent as soon as you do/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Check-in date'), nextMonth());
    await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/login'));
    expect(JSON.parse(sessionStorage.getItem('hh-pending-booking') ?? '{}')).toMatchObject({
      hostelId: HOSTEL,
      checkInDate: nextMonth(),
    });
  });

  it('back as a student, the waiting request is sent at once, and only once', async () => {
    const sent: unknown[] = [];
    respondWith({
      'POST /api/student/bookings': (config) => {
        sent.push(JSON.parse(config.data));
        return {
          status: 201,
          data: {
            message: 'Booking request sent! The owner will respond within 24 hours.',
            booking: {
              id: 'b1',
              hostelId: HOSTEL,
              hostelName: 'Sri Sai Residency',
              location: 'Mangalpally',
              roomInfo: '',
              checkInDate: nextMonth(),
              duration: 3,
              note: '',
              status: 'Requested',
              createdAt: new Date().toISOString(),
              decidedAt: null,
              respondBy: new Date().toISOString(),
            },
          },
        };
      },
    });
    sessionStorage.setItem(
      'hh-pending-booking',
      JSON.stringify({ hostelId: HOSTEL, checkInDate: nextMonth(), durationMonths: '3', note: '' }),
    );
    useSession.getState().setSession('a-token', student);
    renderWithRouter(<BookingRequestForm hostelId={HOSTEL} available />, { path: `/hostels/${HOSTEL}?intent=book` });
    expect(await screen.findByText(/Booking request sent!/)).toBeInTheDocument();
    expect(sent).toEqual([{ hostelId: HOSTEL, checkInDate: nextMonth(), durationMonths: '3', note: '' }]);
    expect(sessionStorage.getItem('hh-pending-booking')).toBeNull();
  });
});
