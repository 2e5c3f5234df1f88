import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HostelPicker } from '../../shared/HostelPicker';
import { useMyHostels } from '../hostels/queries';
import { roomsQuery } from './queries';

/** The rooms of one of the owner's hostels, or of all of them, with the picker other owner pages have (shown
 * to an owner of more than one hostel). */
export function useRoomsOfHostel() {
  const hostels = useMyHostels();
  const [hostelId, setHostelId] = useState('');
  const rooms = useQuery(roomsQuery(hostelId || undefined));
  const list = hostels.data ?? [];
  const picker =
    list.length > 1 ? (
      <HostelPicker hostels={list} value={hostelId} onChange={setHostelId} allOption="All hostels" />
    ) : null;
  return { rooms, picker };
}
