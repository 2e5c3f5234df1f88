import { queryOptions, useMutation } from '@tanstack/react-query';
import type { RoomPayload } from 'contracts';
import { occupancyKeys, ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

export const ROOMS_NOT_LOADED = 'Could not load your rooms.';

/** Rooms with their occupants: of one hostel, or of all the owner's hostels. */
export const roomsQuery = (hostelId?: string) =>
  queryOptions({ queryKey: ownerKeys.roomsOf(hostelId), queryFn: () => ownerApi.rooms(hostelId) });

export type RoomChange =
  | { add: RoomPayload; hostelId: string }
  | { update: RoomPayload; id: string }
  | { remove: string };

/** Adds, edits or removes a room; the rooms, counts and availability then load again. */
export function useRoomChange() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: RoomChange) =>
      'add' in change
        ? ownerApi.addRoom(change.hostelId, change.add)
        : 'update' in change
          ? ownerApi.updateRoom(change.id, change.update)
          : ownerApi.deleteRoom(change.remove),
    onSuccess: () => invalidate(...occupancyKeys),
  });
}
