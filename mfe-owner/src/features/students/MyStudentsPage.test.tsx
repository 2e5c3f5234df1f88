import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import MyStudentsPage from './MyStudentsPage';

const hostel = (id: string, name: string) => ({
  _id: id,
  name,
  location: '',
  type: 'Boys',
  area: 'Mangalpally',
  price: 5000,
  available: true,
  imageUrl: '',
});
const student = (name: string, hostelId: string, hostelName: string) => ({
  _id: name,
  name,
  email: `${name}@x.in`,
  phone: '9000000000',
  room: '101',
  floor: 1,
  hostel: { _id: hostelId, name: hostelName },
});

beforeEach(() =>
  useSession
    .getState()
    .setSession('t', { _id: 'o', name: 'Owner', email: 'o@x.in', phone: '9999999999', role: 'owner' }),
);

it('filters by hostel when there is more than one, the first preselected', async () => {
  respondWith({
    'GET /api/owner/my-hostels': {
      status: 200,
      data: { hostels: [hostel('a', 'Sri Sai'), hostel('b', 'Ladies Nest')] },
    },
    'GET /api/students/mine': {
      status: 200,
      data: { students: [student('Arjun', 'a', 'Sri Sai'), student('Meena', 'b', 'Ladies Nest')] },
    },
  });
  renderWithRouter(<MyStudentsPage />);
  expect(await screen.findByRole('heading', { name: 'Arjun' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Meena' })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Hostel'), 'b');
  expect(screen.getByRole('heading', { name: 'Meena' })).toBeInTheDocument();
});

it('has no filter with one hostel, and the spec empty text', async () => {
  respondWith({
    'GET /api/owner/my-hostels': { status: 200, data: { hostels: [hostel('a', 'Sri Sai')] } },
    'GET /api/students/mine': { status: 200, data: { students: [] } },
  });
  renderWithRouter(<MyStudentsPage />);
  expect(await screen.findByText('No students found for this hostel.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Hostel')).not.toBeInTheDocument();
});
