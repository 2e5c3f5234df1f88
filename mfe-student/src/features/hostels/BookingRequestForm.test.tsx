import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { bookingFixture, hostelDetailFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import { BookingRequestForm } from './BookingRequestForm';

const hostel = hostelDetailFixture();
const HOSTEL = hostel.id;
const student = { _id: 's1', name: 'Asha', email: 'asha@example.in', phone: '9876543210', role: 'student' as const };
const nextMonth = () => new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
const profile = (gender: string | null) => ({
  ...student,
  phoneNumber: student.phone,
  username: '',
  profilePictureUrl: '',
  address: '',
  location: null,
  gender,
  pan: null,
});
afterEach(() => {
  useSession.getState().clear();
  sessionStorage.clear();
});

it('asks for a sharing option, then a check-in date', async () => {
  renderWithRouter(<BookingRequestForm hostel={hostel} />);
  await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a sharing option.');
  await userEvent.click(screen.getByRole('radio', { name: /Double/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a check-in date.');
});

it('shows the price a bed and what is due at check-in for the option chosen', async () => {
  renderWithRouter(<BookingRequestForm hostel={hostel} />);
  expect(screen.getByRole('radio', { name: /Double.*1 bed free.*₹7,500 a bed a month/ })).toBeEnabled();
  await userEvent.click(screen.getByRole('radio', { name: /Triple/ }));
  expect(screen.getByText(/Due at check-in/)).toHaveTextContent(
    'Due at check-in: first month ₹6,500 + deposit ₹6,500 = ₹13,000',
  );
  await userEvent.click(screen.getByRole('radio', { name: /Double/ }));
  expect(screen.getByText(/Due at check-in/)).toHaveTextContent('= ₹14,000');
});

it('refuses a date in the past', async () => {
  renderWithRouter(<BookingRequestForm hostel={hostel} />);
  await userEvent.click(screen.getByRole('radio', { name: /Double/ }));
  await userEvent.type(screen.getByLabelText('Check-in date'), '2020-01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The check-in date cannot be in the past.');
});

it('says a full hostel without options takes no requests', () => {
  renderWithRouter(<BookingRequestForm hostel={{ ...hostel, roomOptions: [], available: false }} />);
  expect(screen.queryByRole('button', { name: 'Request to book' })).not.toBeInTheDocument();
  expect(screen.getByText(/This hostel is full/)).toBeInTheDocument();
});

it('a full option cannot be chosen; a student joins its waitlist', async () => {
  const joined: unknown[] = [];
  respondWith({
    'GET /api/auth/profile': { status: 200, data: profile(null) },
    'POST /api/student/waitlist': (config) => {
      joined.push(JSON.parse(config.data));
      return { status: 201, data: { message: 'You are on the waitlist for double sharing.' } };
    },
  });
  useSession.getState().setSession('a-token', student);
  const full = {
    ...hostel,
    available: false,
    roomOptions: hostel.roomOptions.map((o) => ({ ...o, bedsFree: 0 })),
  };
  renderWithRouter(<BookingRequestForm hostel={full} />);
  expect(screen.getByRole('radio', { name: /Double.*Full/ })).toBeDisabled();
  expect(screen.getByText(/Every option is full right now/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Join the double waitlist' }));
  await waitFor(() => expect(joined).toEqual([{ hostelId: HOSTEL, sharing: 'Double' }]));
});

it('tells a male student a girls’ hostel takes female students only, before anything is sent', async () => {
  respondWith({ 'GET /api/auth/profile': { status: 200, data: profile('Male') } });
  useSession.getState().setSession('a-token', student);
  renderWithRouter(<BookingRequestForm hostel={{ ...hostel, type: 'Girls' }} />);
  expect(
    await screen.findByText('This is a girls’ hostel: it takes requests from female students only.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Request to book' })).not.toBeInTheDocument();
});

describe('a visitor', () => {
  it('fills in a request, is asked to log in, and the request waits for them', async () => {
    renderWithRouter(<BookingRequestForm hostel={hostel} />, { path: `/hostels/${HOSTEL}` });
    expect(screen.getByText(/your request is sent as soon as you do/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Double/ }));
    await userEvent.type(screen.getByLabelText('Check-in date'), nextMonth());
    await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/login'));
    expect(JSON.parse(sessionStorage.getItem('hh-pending-booking') ?? '{}')).toMatchObject({
      hostelId: HOSTEL,
      checkInDate: nextMonth(),
      sharing: 'Double',
    });
  });

  it('back as a student, the waiting request is sent at once, and only once', async () => {
    const sent: unknown[] = [];
    respondWith({
      'GET /api/auth/profile': { status: 200, data: profile(null) },
      'POST /api/student/bookings': (config) => {
        sent.push(JSON.parse(config.data));
        return {
          status: 201,
          data: {
            message: 'Booking request sent. The owner will answer within 24 hours.',
            booking: bookingFixture({ hostelId: HOSTEL, status: 'Requested', checkInDate: nextMonth() }),
          },
        };
      },
    });
    sessionStorage.setItem(
      'hh-pending-booking',
      JSON.stringify({ hostelId: HOSTEL, checkInDate: nextMonth(), durationMonths: '3', note: '', sharing: 'Double' }),
    );
    useSession.getState().setSession('a-token', student);
    renderWithRouter(<BookingRequestForm hostel={hostel} />, { path: `/hostels/${HOSTEL}?intent=book` });
    expect(await screen.findByText(/Booking request sent\./)).toBeInTheDocument();
    expect(sent).toEqual([
      { hostelId: HOSTEL, checkInDate: nextMonth(), durationMonths: '3', note: '', sharing: 'Double' },
    ]);
    expect(sessionStorage.getItem('hh-pending-booking')).toBeNull();
  });
});
