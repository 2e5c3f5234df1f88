import type { Kysely } from 'kysely';

// Electricity by meter reading (issue 36): each hostel's rate per unit, in paise (none until the owner sets one).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hostels').addColumn('electricity_paise', 'integer').execute();
}
