import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { type LoginRedirectState, useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import HostelDetailPage from './HostelDetailPage';

const ID = '8d6f2a53-2f0e-4c1e-9a57-3f1f0c2b7d11';
const hostel = {
  id: ID,
  name: 'Sri Sai Residency',
  type: 'Boys',
  location: 'Mangalpally',
  price: 6500,
  available: true,
  features: ['Wi-Fi', 'Food included'],
  imageUrl: '/media/hostel-art/x/0.svg',
  address: 'Plot 12, Mangalpally',
  description: 'A calm place near the colleges.',
  contact: '9876543210',
  images: ['/media/hostel-art/x/0.svg'],
  rules: [],
  owner: { name: 'Ramesh Goud' },
  interested: false,
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

beforeEach(() => respondWith({ [`GET /api/hostels/${ID}`]: { status: 200, data: hostel } }));
afterEach(() => useSession.getState().clear());

it('a visitor sees the hostel and the way to act: "Add to interested" goes to login and back here to save it', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Sri Sai Residency' })).toBeInTheDocument();
  expect(document.title).toBe('Sri Sai Residency · Hostel Hub');
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
