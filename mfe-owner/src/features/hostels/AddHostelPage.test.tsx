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

it('sends the details students decide on: room options, deposit, food, amenities, landmark', async () => {
  let sent: FormData | undefined;
  respondWith({
    'POST /api/owner/add-hostel': (config) => {
      sent = config.form;
      return {
        status: 201,
        data: { message: 'Hostel added successfully! It goes live to students once our team has verified it.' },
      };
    },
  });
  renderWithRouter(<AddHostelPage />, { path: '/owner/add-hostel' });
  await fillBasics();
  await userEvent.type(screen.getByLabelText('Contact number'), '9876501234');
  await userEvent.selectOptions(screen.getByLabelText('Area'), 'Adibatla');
  await userEvent.type(screen.getByLabelText('Number of rooms'), '4');
  await userEvent.type(screen.getByLabelText('Monthly rent (₹)', { exact: false }), '7000');
  await userEvent.type(screen.getByLabelText('Description'), 'Quiet rooms.');
  await userEvent.upload(screen.getByLabelText('Images'), new File(['x'], 'a.png', { type: 'image/png' }));

  await userEvent.click(screen.getByRole('button', { name: 'Add a room option' }));
  await userEvent.type(screen.getByLabelText('Price per bed (₹, option 1)'), '300');
  await userEvent.type(screen.getByLabelText('Beds free (option 1)'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Add Hostel' }));
  expect(await screen.findByText('Price per bed must be at least ₹500.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Price per bed (₹, option 1)'));
  await userEvent.type(screen.getByLabelText('Price per bed (₹, option 1)'), '6000');
  await userEvent.click(screen.getByRole('button', { name: 'Add a room option' }));
  expect(screen.getByLabelText('Sharing (option 2)')).toHaveValue('Double');
  await userEvent.type(screen.getByLabelText('Price per bed (₹, option 2)'), '5000');
  await userEvent.type(screen.getByLabelText('Beds free (option 2)'), '0');
  await userEvent.type(screen.getByLabelText('Security deposit (₹)'), '7000');
  await userEvent.selectOptions(screen.getByLabelText('Food'), 'Veg');
  await userEvent.type(screen.getByLabelText('Meals a day'), '3');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'CCTV' }));
  await userEvent.type(screen.getByLabelText('Nearby landmark or college'), 'TCS Adibatla campus');
  await userEvent.type(screen.getByLabelText('Distance to it (km)'), '0.8');
  await userEvent.click(screen.getByRole('button', { name: 'Add Hostel' }));
  expect(await screen.findByText(/It goes live to students once our team has verified it/)).toBeInTheDocument();
  expect(JSON.parse(String(sent?.get('roomOptions')))).toEqual([
    { sharing: 'Single', pricePerBed: 6000, bedsFree: 2 },
    { sharing: 'Double', pricePerBed: 5000, bedsFree: 0 },
  ]);
  expect(JSON.parse(String(sent?.get('amenities')))).toEqual(['Wi-Fi', 'CCTV']);
  expect([sent?.get('deposit'), sent?.get('food'), sent?.get('mealsPerDay'), sent?.get('landmarkKm')]).toEqual([
    '7000',
    'Veg',
    '3',
    '0.8',
  ]);
});
