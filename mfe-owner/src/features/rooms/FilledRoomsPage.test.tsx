import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import FilledRoomsPage from './FilledRoomsPage';

const room = (id: string, roomNo: string, hostelName: string) => ({
  id,
  hostelId: hostelName,
  hostelName,
  roomNo,
  floor: 1,
  category: 'Boys',
  beds: 2,
  freeBeds: 2,
  occupants: [],
});

it('an owner of several hostels picks one, or sees all of them', async () => {
  const asked: string[] = [];
  respondWith({
    'GET /api/owner/my-hostels': {
      status: 200,
      data: {
        hostels: [
          { _id: 'h1', name: 'Sri Sai Residency' },
          { _id: 'h2', name: 'Lotus Girls Hostel' },
        ],
      },
    },
    'GET /api/owner/rooms': (config) => {
      const hostelId = (config.params as { hostelId?: string } | undefined)?.hostelId ?? 'all';
      asked.push(hostelId);
      const rooms = [room('r1', '101', 'Sri Sai Residency'), room('r2', '201', 'Lotus Girls Hostel')];
      return { status: 200, data: { rooms: hostelId === 'h2' ? [rooms[1]] : rooms, total: 2 } };
    },
  });
  renderWithRouter(<FilledRoomsPage />, { path: '/owner/filled-rooms' });
  expect(await screen.findByRole('heading', { name: 'Room 201' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Room 101' })).toBeInTheDocument();
  const picker = await screen.findByLabelText('Hostel');
  expect(picker).toHaveValue('');
  await userEvent.selectOptions(picker, 'Lotus Girls Hostel');
  await screen.findByText(/Lotus Girls Hostel · Floor 1/);
  expect(screen.queryByRole('heading', { name: 'Room 101' })).not.toBeInTheDocument();
  expect(asked).toEqual(['all', 'h2']);
});
