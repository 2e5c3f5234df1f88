import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostelFields, OwnerHostel } from 'contracts';
import { useState } from 'react';
import { occupancyKeys, ownerKeys } from '../../api/keys';
import { type NewHostel, ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

/** Every owner screen but My Hostels says this when the hostels do not load (spec 001 §8, add student). */
export const HOSTELS_NOT_LOADED = 'Failed to load your hostels. Please try again.';
/** My Hostels' own words (spec 001 §8, hostel load failure). */
export const HOSTELS_NOT_FETCHED = 'Failed to fetch hostels. Please try again.';

export const myHostelsQuery = queryOptions({ queryKey: ownerKeys.hostels, queryFn: ownerApi.myHostels });
export const hostelQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.hostel(id), queryFn: () => ownerApi.hostel(id) });

/** The owner's hostels: one query for every screen that needs them. */
export const useMyHostels = () => useQuery(myHostelsQuery);

/** The hostel a screen works on: the one chosen, else the first. */
export function useChosenHostel(hostels: OwnerHostel[] | undefined) {
  const [chosen, choose] = useState('');
  const id = hostels?.some((h) => h._id === chosen) ? chosen : (hostels?.[0]?._id ?? '');
  return [id, choose] as const;
}

export function useAddHostel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (hostel: NewHostel) => ownerApi.addHostel(hostel),
    onSuccess: () => invalidate(...occupancyKeys),
  });
}

/** Saves an edited hostel, an added image or a removed one: the answer is the hostel as it now is. */
export function useHostelChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { fields: HostelFields } | { addImages: File[] } | { removeImage: number }) =>
      'fields' in change
        ? ownerApi.updateHostel(id, change.fields)
        : 'addImages' in change
          ? ownerApi.addImages(id, change.addImages)
          : ownerApi.removeImage(id, change.removeImage),
    onSuccess: ({ hostel }) => {
      client.setQueryData(ownerKeys.hostel(id), hostel);
      void client.invalidateQueries({ queryKey: ownerKeys.hostels });
    },
  });
}

export function useDeleteHostel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (hostel: OwnerHostel) => ownerApi.deleteHostel(hostel._id),
    onSuccess: () => invalidate(...occupancyKeys),
  });
}
