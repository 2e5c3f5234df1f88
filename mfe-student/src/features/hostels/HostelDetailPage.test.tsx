import type { Booking } from 'contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { type LoginRedirectState, useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { bookingFixture, hostelDetailFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import HostelDetailPage from './HostelDetailPage';

const ID = '8d6f2a53-2f0e-4c1e-9a57-3f1f0c2b7d11';
const hostel = hostelDetailFixture({ id: ID });

const review = (n: number) => ({
  id: `r${n}`,
  author: 'Karthik V.',
  overall: 4,
  aspects: { cleanliness: 4, food: 4, safety: 5, location: 5, value: 4 },
  text: `Review number ${n}.`,
  createdAt: '2026-05-02T10:00:00.000Z',
  stayedFrom: '2025-11-01',
  reply: n === 1 ? { text: 'Thank you, Karthik!', at: '2026-05-03T10:00:00.000Z' } : null,
});
const reviewPage = {
  summary: { average: 4.5, count: 2, aspects: { cleanliness: 4, food: 4.5, safety: 5, location: 5, value: 4 } },
  reviews: [review(1), review(2)],
  page: 1,
  pageSize: 5,
  total: 2,
  totalPages: 1,
};
const answers = {
  [`GET /api/hostels/${ID}`]: { status: 200, data: hostel },
  [`GET /api/hostels/${ID}/reviews`]: { status: 200, data: reviewPage },
};

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p>Log in, then back to {state?.from}</p>;
}

const open = () =>
  renderWithRouter(<HostelDetailPage />, {
    path: `/hostels/${ID}`,
    routePath: '/hostels/:id',
    extraRoutes: <Route path="/login" element={<LoginProbe />} />,
  });

beforeEach(() => respondWith(answers));
afterEach(() => useSession.getState().clear());

it('a visitor sees the hostel and the way to act: "Add to interested" goes to login and back here to save it', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Sri Sai Residency' })).toBeInTheDocument();
  expect(document.title).toBe('Sri Sai Residency · Hostel Hub');
  // the photo is the page's largest picture: asked for first
  expect(screen.getByRole('img', { name: 'Sri Sai Residency, photo 1 of 1' })).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
  await userEvent.click(screen.getByRole('button', { name: 'Add to interested' }));
  expect(screen.getByText(`Log in, then back to /hostels/${ID}?intent=interested`)).toBeInTheDocument();
});

it('a signed-in owner is told who acts here, with no login form and no student actions', async () => {
  useSession
    .getState()
    .setSession('t', { _id: 'o1', name: 'Ravi', email: 'owner@demo.in', phone: '9876543210', role: 'owner' });
  open();
  expect(await screen.findByText(/You are signed in as a hostel owner/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to interested' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Request to book' })).not.toBeInTheDocument();
});

it('shows what a student decides on: room options, deposit, food, landmark, amenities, and the reviews', async () => {
  open();
  expect(await screen.findByRole('row', { name: 'Double ₹7,500 / month 1' })).toBeInTheDocument();
  // the price "from" the lowest bed: in the booking card, and in the phone's bottom bar (shown on narrow screens)
  expect(screen.getAllByText('from')).toHaveLength(2);
  const bar = screen.getByLabelText('Price and booking');
  expect(bar).toHaveTextContent('from ₹6,500 / bed / month');
  expect(bar.querySelector('a')).toHaveAttribute('href', '#book-title');
  expect(screen.getByText('₹6,500, refundable')).toBeInTheDocument();
  expect(screen.getByText('Veg & non-veg, 3 meals a day')).toBeInTheDocument();
  expect(screen.getByText('1.2 km from CVR College of Engineering')).toBeInTheDocument();
  // the operator's check, with its date, and reviews only from stays
  expect(screen.getByText(/Checked by the Hostel Hub team on 12 Mar 2026\./)).toHaveTextContent(/^✓ Verified Checked/);
  expect(screen.getByText(/4\.5 ★ \(2 reviews from verified stays\)/)).toBeInTheDocument();
  // the amenities and the owner's features in one list, each once
  const facilities = screen.getByRole('list', { name: 'Amenities and features' });
  expect(
    within(facilities)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Wi-Fi', 'Hot water', 'Food included']);
  expect(screen.queryByRole('heading', { name: 'Features' })).not.toBeInTheDocument();
  expect(await screen.findByText('4.5 ★ from 2 reviews')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Karthik V.: 4 of 5 stars', level: 3 })).toHaveLength(2);
  expect(screen.getByLabelText('Reply from the owner')).toHaveTextContent('Thank you, Karthik!');
  expect(screen.getByText('Students who have stayed here can review it after logging in.')).toBeInTheDocument();
});

const signInStudent = () =>
  useSession
    .getState()
    .setSession('t', { _id: 's1', name: 'Asha', email: 'asha@example.in', phone: '9876543210', role: 'student' });

it("a student's visit is recorded as recently viewed, once, after the hostel is shown", async () => {
  signInStudent();
  const recorded: string[] = [];
  let shownFirst = false;
  respondWith({
    ...answers,
    'POST /api/student/recently-viewed': (config) => {
      shownFirst = screen.queryByRole('heading', { name: 'Sri Sai Residency' }) !== null;
      recorded.push(JSON.parse(config.data).hostelId);
      return { status: 201, data: { message: 'ok' } };
    },
    [`GET /api/student/hostels/${ID}/review-eligibility`]: { status: 200, data: { canReview: false, message: 'x' } },
  });
  open();
  await waitFor(() => expect(recorded).toEqual([ID]));
  expect(shownFirst).toBe(true);
});

it('a student without a stay is told why she cannot review', async () => {
  signInStudent();
  respondWith({
    ...answers,
    'POST /api/student/recently-viewed': { status: 201, data: { message: 'ok' } },
    [`GET /api/student/hostels/${ID}/review-eligibility`]: {
      status: 200,
      data: { canReview: false, message: 'Only students who have stayed at this hostel can review it.' },
    },
  });
  open();
  expect(await screen.findByText('Only students who have stayed at this hostel can review it.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Review your stay' })).not.toBeInTheDocument();
});

it('a student with a stay rates every aspect and publishes her review', async () => {
  signInStudent();
  const sent: unknown[] = [];
  respondWith({
    ...answers,
    'POST /api/student/recently-viewed': { status: 201, data: { message: 'ok' } },
    [`GET /api/student/hostels/${ID}/review-eligibility`]: { status: 200, data: { canReview: true, message: '' } },
    [`POST /api/student/hostels/${ID}/reviews`]: (config) => {
      sent.push(JSON.parse(config.data));
      return { status: 201, data: { message: 'Thank you! Your review is published.', review: review(3) } };
    },
  });
  open();
  const form = await screen.findByRole('form', { name: 'Review your stay' });
  await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
  // the form's rules load with its first use: the messages come once they are here
  expect(await within(form).findAllByText('Please rate from 1 to 5 stars.')).toHaveLength(6);
  for (const [group, stars] of [
    ['Overall', '4 stars'],
    ['Cleanliness', '3 stars'],
    ['Food', '4 stars'],
    ['Safety', '5 stars'],
    ['Location', '5 stars'],
    ['Value for money', '4 stars'],
  ])
    await userEvent.click(within(within(form).getByRole('group', { name: group })).getByRole('radio', { name: stars }));
  await userEvent.type(within(form).getByLabelText('Your review'), 'Quiet and clean.');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
  expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
  expect(sent).toEqual([
    { overall: 4, cleanliness: 3, food: 4, safety: 5, location: 5, value: 4, text: 'Quiet and clean.' },
  ]);
});

it('anyone signed in reports a review with a reason', async () => {
  signInStudent();
  const reasons: string[] = [];
  respondWith({
    ...answers,
    'POST /api/student/recently-viewed': { status: 201, data: { message: 'ok' } },
    [`GET /api/student/hostels/${ID}/review-eligibility`]: { status: 200, data: { canReview: false, message: 'x' } },
    'POST /api/reviews/r2/report': (config) => {
      reasons.push(JSON.parse(config.data).reason);
      return { status: 201, data: { message: 'Thank you. The review is reported.' } };
    },
  });
  open();
  const buttons = await screen.findAllByRole('button', { name: 'Report review by Karthik V.' });
  await userEvent.click(buttons[1]);
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(screen.getByText('Please give a reason.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Why should our team look at this review?'), 'Not about a stay.');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('Thank you. The review is reported.')).toBeInTheDocument();
  expect(reasons).toEqual(['Not about a stay.']);
});

it('a student with a request waiting, or staying here, is told so instead of an empty booking form', async () => {
  signInStudent();
  const booking = (status: Booking['status'], createdAt: string) =>
    bookingFixture({
      id: `b-${status}`,
      hostelId: ID,
      roomInfo: '',
      checkInDate: '2025-06-01',
      duration: 3,
      status,
      createdAt,
      decidedAt: null,
      respondBy: createdAt,
    });
  respondWith({
    ...answers,
    'POST /api/student/recently-viewed': { status: 201, data: { message: 'ok' } },
    [`GET /api/student/hostels/${ID}/review-eligibility`]: { status: 200, data: { canReview: false, message: 'x' } },
    'GET /api/student/bookings': {
      status: 200,
      data: {
        bookings: [
          booking('Requested', new Date(Date.now() - 2 * 3600_000).toISOString()),
          booking('Completed', '2025-05-20T10:00:00.000Z'),
        ],
      },
    },
  });
  open();
  expect(await screen.findByText(/Request pending \(sent 2 hours ago\)\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request to book' })).not.toBeInTheDocument();
});

it('sorts the reviews by stars, asking the API for that order from the first page', async () => {
  const asked: unknown[] = [];
  respondWith({
    ...answers,
    [`GET /api/hostels/${ID}/reviews`]: (config) => {
      asked.push(config.params.sort ?? 'newest');
      return {
        status: 200,
        data: { ...reviewPage, reviews: config.params.sort === 'lowest' ? [review(2), review(1)] : reviewPage.reviews },
      };
    },
  });
  open();
  const sort = await screen.findByLabelText('Sort reviews');
  expect(sort).toHaveDisplayValue('Newest first');
  await userEvent.selectOptions(sort, 'lowest');
  await waitFor(() => expect(asked).toEqual(['newest', 'lowest']));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Review number 2.',
    ),
  );
});

it('a full hostel says when a bed frees up and offers similar hostels with free beds', async () => {
  const similar = { ...hostelDetailFixture({ id: 'h-2' }), name: 'Green Nest', location: 'Adibatla', bedsFree: 2 };
  respondWith({
    ...answers,
    [`GET /api/hostels/${ID}`]: { status: 200, data: { ...hostel, available: false, bedsFree: 0 } },
    [`GET /api/hostels/${ID}/alternatives`]: { status: 200, data: { bedFreesOn: '2026-12-15', similar: [similar] } },
  });
  open();
  const full = await screen.findByRole('region', { name: 'This hostel is full' });
  expect(await within(full).findByText(/A bed is expected to free up on 15 Dec/)).toBeInTheDocument();
  const list = within(full).getByRole('list', { name: 'Similar hostels with free beds' });
  expect(within(list).getByRole('link', { name: 'Green Nest' })).toHaveAttribute('href', '/hostels/h-2');
  expect(list).toHaveTextContent('Adibatla');
  expect(list).toHaveTextContent('2 beds free');
});

it('a hostel with free beds shows no full notice', async () => {
  open();
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('region', { name: 'This hostel is full' })).not.toBeInTheDocument();
});

it('a visitor asks the hostel a question: it waits while they log in, then goes as the student', async () => {
  const privateHostel = hostelDetailFixture({ id: ID, contact: null });
  const sent: unknown[] = [];
  respondWith({
    ...answers,
    [`GET /api/hostels/${ID}`]: { status: 200, data: privateHostel },
    'POST /api/student/recently-viewed': { status: 201, data: { message: 'ok' } },
    [`GET /api/student/hostels/${ID}/review-eligibility`]: { status: 200, data: { canReview: false, message: 'x' } },
    'GET /api/student/bookings': { status: 200, data: { bookings: [] } },
    [`POST /api/student/hostels/${ID}/messages`]: (config) => {
      sent.push(JSON.parse(config.data));
      return {
        status: 201,
        data: {
          message: 'Message sent.',
          conversationId: 'c1',
          sent: {
            id: 'm1',
            from: 'student',
            author: 'Asha',
            text: 'Is a bed free from July?',
            createdAt: '2026-07-01T10:00:00.000Z',
            mine: true,
            removed: false,
          },
        },
      };
    },
  });
  const first = open();
  // no phone number for a visitor: a question in writing instead
  expect(await screen.findByRole('heading', { name: 'Ask the hostel' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Owner contact' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Your question to Sri Sai Residency'), 'Is a bed free from July?');
  await userEvent.click(screen.getByRole('button', { name: 'Log in to send' }));
  expect(await screen.findByText(`Log in, then back to /hostels/${ID}?intent=ask`)).toBeInTheDocument();
  first.unmount();

  // back as a student: the question is in the box, and goes with her account
  signInStudent();
  renderWithRouter(<HostelDetailPage />, { path: `/hostels/${ID}?intent=ask`, routePath: '/hostels/:id' });
  const box = await screen.findByLabelText('Your question to Sri Sai Residency');
  await waitFor(() => expect(box).toHaveValue('Is a bed free from July?'));
  await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
  expect(await screen.findByRole('link', { name: 'See the conversation in Messages' })).toHaveAttribute(
    'href',
    '/student/messages/c1',
  );
  expect(sent).toEqual([{ text: 'Is a bed free from July?' }]);
  expect(box).toHaveValue('');
  expect(sessionStorage.getItem('hh-message-draft')).toBeNull();
});
