import type { Kysely } from 'kysely';

// Values the whole deployment shares, whatever process or machine reads them: the token signing secret
// (when JWT_SECRET is not configured), so a token made by one API process works on every other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
