import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import AddHostelPage from './AddHostelPage';
import { DRAFT_FAILED, DRAFT_NETWORK, REQUIRED_MESSAGE } from './HostelForm';

beforeEach(() =>
  useSession
    .getState()
    .setSession('t', { _id: 'o', name: 'Owner', email: 'o@x.in', phone: '9999999999', role: 'owner' }),
);

const fillBasics = async () => {
  await userEvent.type(screen.getByLabelText('Hostel name'), 'Sunrise Stay');
  await userEvent.type(screen.getByLabelText('Facilities'), 'Wi-Fi, Food');
  await userEvent.type(screen.getByLabelText('Location'), 'Adibatla');
};

it('needs every field and an image, with the spec message', async () => {
  renderWithRouter(<AddHostelPage />, { path: '/owner/add-hostel' });
  await fillBasics();
  await userEvent.click(screen.getByRole('button', { name: 'Add Hostel' }));
  expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
});

it('fills the description from the drafter', async () => {
  respondWith({
    'POST /api/ai/draft': (config) => ({ status: 200, data: { text: `Drafted for ${JSON.parse(config.data).name}.` } }),
  });
  renderWithRouter(<AddHostelPage />, { path: '/owner/add-hostel' });
  await fillBasics();
  await userEvent.click(screen.getByRole('button', { name: 'Generate description' }));
  expect(await screen.findByDisplayValue('Drafted for Sunrise Stay.')).toBeInTheDocument();
});

it.each([
  [{ 'POST /api/ai/draft': { status: 502, data: { message: 'no text' } } }, DRAFT_FAILED],
  [{}, DRAFT_NETWORK],
])('explains a failed draft (%#)', async (routes, message) => {
  respondWith(routes);
  renderWithRouter(<AddHostelPage />, { path: '/owner/add-hostel' });
  await fillBasics();
  await userEvent.click(screen.getByRole('button', { name: 'Generate description' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('explains an unsupported geolocation', async () => {
  renderWithRouter(<AddHostelPage />, { path: '/owner/add-hostel' });
  await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
  expect(await screen.findByText(/Geolocation is not supported/)).toBeInTheDocument();
});

it('has its own light/dark toggle', async () => {
  renderWithRouter(<AddHostelPage />, { path: '/owner/add-hostel' });
  await userEvent.click(screen.getByRole('button', { name: 'Switch form to dark mode' }));
  expect(screen.getByRole('button', { name: 'Switch form to light mode' })).toBeInTheDocument();
});
