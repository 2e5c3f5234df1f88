import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** The session user (spec §3); never carries the password hash. */
export function toUser(row: UserRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    ...(row.role === 'owner' ? { hostelName: row.hostel_name ?? '' } : {}),
    username: row.username ?? '',
    profilePictureUrl: row.profile_picture_url ?? '',
  };
}

/** The profile of GET/PUT /api/auth/profile. */
export function toProfile(row: UserRow) {
  return {
    ...toUser(row),
    phoneNumber: row.phone,
    address: row.address ?? '',
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    gender: row.gender,
    pan: row.pan,
  };
}
