import { tellWaitlist } from '../beds/beds';
import {
  AMENITIES,
  type Amenity,
  type HostelDetails,
  type HostelDetailsFields,
  hostelDetailsFieldsSchema,
  type RoomOption,
  SHARING_TYPES,
  type SharingType,
} from 'contracts';
import type { Db } from '../../db/database';
import type { HostelRow } from './queries';
import { refreshAvailability } from '../owner/occupancy';

// The details a student decides on (room options, deposit, food, amenities, check-in rules, landmark):
// kept beside the hostel, with the columns the listing filters on derived from them.

const bitsOf = <T extends string>(all: readonly T[], picked: readonly T[]) =>
  picked.reduce((mask, v) => mask | (1 << all.indexOf(v)), 0);

export const amenityMask = (amenities: readonly Amenity[]) => bitsOf(AMENITIES, amenities);
export const sharingMask = (sharing: readonly SharingType[]) => bitsOf(SHARING_TYPES, sharing);
export const sharingOfMask = (mask: number): SharingType[] => SHARING_TYPES.filter((_, i) => mask & (1 << i));

/** The hostel columns of the details, and the listing's columns derived from them. `price` is the lowest
 * price per bed when there are room options, else the rent the owner typed. */
export function detailColumns(fields: HostelDetailsFields, typedPrice: number) {
  const d = hostelDetailsFieldsSchema.parse(fields);
  const options = sortedOptions(d.roomOptions);
  const amenities = AMENITIES.filter((a) => d.amenities.includes(a));
  return {
    options,
    columns: {
      price: options.length ? Math.min(...options.map((o) => o.pricePerBed)) : typedPrice,
      deposit: d.deposit,
      food: d.food,
      meals_per_day: d.food === 'No food' ? 0 : d.mealsPerDay,
      amenities: JSON.stringify(amenities),
      amenity_mask: amenityMask(amenities),
      sharing_mask: sharingMask(options.map((o) => o.sharing)),
      beds_free: options.reduce((n, o) => n + o.bedsFree, 0),
      check_in_rules: d.checkInRules,
      landmark: d.landmark,
      landmark_km: d.landmarkKm ?? null,
    },
  };
}

const sortedOptions = (options: RoomOption[]) =>
  [...options].sort((a, b) => SHARING_TYPES.indexOf(a.sharing) - SHARING_TYPES.indexOf(b.sharing));

/** Saves a hostel's details and room options (in the caller's transaction). */
export async function saveDetails(db: Db, hostelId: string, fields: HostelDetailsFields, typedPrice: number) {
  const { options, columns } = detailColumns(fields, typedPrice);
  const before = await db
    .selectFrom('room_options')
    .select(['sharing', 'beds_free'])
    .where('hostel_id', '=', hostelId)
    .execute();
  await db.deleteFrom('room_options').where('hostel_id', '=', hostelId).execute();
  if (options.length)
    await db
      .insertInto('room_options')
      .values(
        options.map((o) => ({
          hostel_id: hostelId,
          sharing: o.sharing,
          price_per_bed: o.pricePerBed,
          beds_free: o.bedsFree,
        })),
      )
      .execute();
  await db.updateTable('hostels').set(columns).where('id', '=', hostelId).execute();
  // a hostel with rooms: its free beds are its rooms' (the owner's numbers are for one without rooms)
  const hasRooms = await db.selectFrom('rooms').select('id').where('hostel_id', '=', hostelId).executeTakeFirst();
  if (hasRooms) return refreshAvailability(db, hostelId);
  // an option that was full and has beds again: whoever waits for it is told
  const reopened = options
    .filter((o) => o.bedsFree > 0 && !before.some((b) => b.sharing === o.sharing && b.beds_free > 0))
    .map((o) => o.sharing);
  await tellWaitlist(db, hostelId, reopened);
}

/** A hostel's details as the API answers them. */
export async function detailsOf(db: Db, row: HostelRow): Promise<HostelDetails> {
  const options = await db
    .selectFrom('room_options')
    .select(['sharing', 'price_per_bed', 'beds_free'])
    .where('hostel_id', '=', row.id)
    .execute();
  return {
    roomOptions: sortedOptions(
      options.map((o) => ({ sharing: o.sharing, pricePerBed: o.price_per_bed, bedsFree: o.beds_free })),
    ),
    deposit: row.deposit,
    food: row.food,
    mealsPerDay: row.meals_per_day,
    amenities: JSON.parse(row.amenities) as Amenity[],
    checkInRules: row.check_in_rules,
    landmark: row.landmark,
    landmarkKm: row.landmark_km === null ? null : Number(row.landmark_km),
  };
}
