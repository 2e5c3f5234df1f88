import crypto from 'node:crypto';
import type { Db } from './database';
import { now } from './database';
import { hashPassword } from '../auth/passwords';
import { seedStudentArea } from './seedStudentArea';
import { seedOwnerArea, seedResidentStays } from './seedOwnerArea';
import { seedPayouts } from './seedPayouts';
import { seedMarketplace } from './seedMarketplace';

// The published demo accounts (login page): real accounts that log in through the API.
export const DEMO_USERS = [
  {
    email: 'student@demo.in',
    password: 'student123',
    role: 'student' as const,
    name: 'Demo Student',
    phone: '9876543210',
    hostelName: null,
    username: 'demo_student',
  },
  {
    email: 'owner@demo.in',
    password: 'owner123',
    role: 'owner' as const,
    name: 'Demo Owner',
    phone: '9123456780',
    hostelName: 'Sri Sai Residency',
    username: 'demo_owner',
  },
  // The platform's operator: never self-registered, published in the README only (not on the login page).
  {
    email: 'admin@demo.in',
    password: 'admin123',
    role: 'admin' as const,
    name: 'Hostel Hub Operator',
    phone: '9000000000',
    hostelName: null,
    username: 'operator',
  },
];

/** Adds what is missing of the seed data; running it again changes nothing. Returns what it added. */
export async function seed(db: Db): Promise<string[]> {
  const added: string[] = [];
  for (const u of DEMO_USERS) {
    const exists = await db.selectFrom('users').select('id').where('email', '=', u.email).executeTakeFirst();
    if (exists) continue;
    const at = now();
    await db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        name: u.name,
        email: u.email,
        phone: u.phone,
        role: u.role,
        hostel_name: u.hostelName,
        username: u.username,
        profile_picture_url: null,
        address: u.role === 'owner' ? 'Plot 12, Main Road, Mangalpally, Hyderabad 501510' : null,
        lat: null,
        lng: null,
        password_hash: await hashPassword(u.password),
        created_at: at,
        updated_at: at,
      })
      .execute();
    added.push(u.email);
  }
  if (await seedStudentArea(db)) added.push('hostels, bookings, bills, complaints, notifications');
  if (await seedOwnerArea(db)) added.push('rooms and residents of the demo owner');
  if (await seedPayouts(db)) added.push('payout methods and history of the demo owner');
  if (await seedMarketplace(db)) added.push('hostel details and reviews');
  if (await seedResidentStays(db)) added.push('the stays of residents the demo owner listed');
  return added;
}
