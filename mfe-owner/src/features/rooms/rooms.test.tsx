import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import AvailableRoomsPage, { NO_AVAILABLE_ROOMS } from './AvailableRoomsPage';
import FilledRoomsPage from './FilledRoomsPage';

const room = (roomNo: string, category: Room['category'], beds: number, names: string[]): Room => ({
  id: roomNo,
  hostelId: 'h',
  hostelName: 'Sri Sai',
  roomNo,
  floor: 1,
  category,
  beds,
  occupants: names.map((name) => ({ id: name, name })),
  freeBeds: beds - names.length,
  sharing: beds === 1 ? 'Single' : beds === 2 ? 'Double' : 'Triple',
  pricePerBed: 7500,
});
const rooms = [
  room('101', 'Boys', 2, ['Arjun', 'Vikram']),
  room('102', 'Boys', 2, ['Rahul']),
  room('11', 'Girls', 2, []),
];

it('shows each room as filled by its students or vacant', async () => {
  respondWith({ 'GET /api/owner/rooms': { status: 200, data: { rooms } } });
  renderWithRouter(<FilledRoomsPage />);
  expect(await screen.findByText('Filled by Arjun, Vikram')).toBeInTheDocument();
  expect(screen.getByText('Filled by Rahul')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Room 11' }).parentElement).toHaveTextContent('Vacant');
});

it('lists rooms with a free bed by category, with the spec empty text', async () => {
  respondWith({ 'GET /api/owner/rooms': { status: 200, data: { rooms } } });
  renderWithRouter(<AvailableRoomsPage />);
  expect(await screen.findByRole('heading', { name: 'Room 102' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Room 101' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Girls' }));
  expect(screen.getByRole('heading', { name: 'Room 11' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Room 102' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Co-Live' }));
  expect(screen.getByText(NO_AVAILABLE_ROOMS)).toBeInTheDocument();
});
