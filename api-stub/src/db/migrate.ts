import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db, Engine } from './database';
import * as m0001 from './migrations/0001_accounts';
import * as m0002 from './migrations/0002_student_area';
import * as m0003 from './migrations/0003_owner_area';
import * as m0004 from './migrations/0004_payouts';
import * as m0005 from './migrations/0005_sessions';
import * as m0006 from './migrations/0006_rate_events';
import * as m0007 from './migrations/0007_resident_invitations';
import * as m0008 from './migrations/0008_listing_at_scale';
import * as m0009 from './migrations/0009_settings';
import * as m0010 from './migrations/0010_listing_upkeep';
import * as m0011 from './migrations/0011_marketplace';
import * as m0012 from './migrations/0012_stay';
import * as m0013 from './migrations/0013_rent';
import * as m0014 from './migrations/0014_complaints';
import * as m0015 from './migrations/0015_write_once';
import * as m0016 from './migrations/0016_beds_and_deposits';
import * as m0017 from './migrations/0017_late_fees';
import * as m0018 from './migrations/0018_resident_stays';
import * as m0019 from './migrations/0019_electricity_rate';
import * as m0020 from './migrations/0020_upload_places';
import * as m0021 from './migrations/0021_search_words';
import * as m0022 from './migrations/0022_messages';
import * as m0023 from './migrations/0023_visits';
import * as m0024 from './migrations/0024_listing_pictures';
import * as m0025 from './migrations/0025_search_accents';
import * as m0026 from './migrations/0026_search_index_listed';
import * as m0027 from './migrations/0027_search_doc_filters';
import * as m0028 from './migrations/0028_search_rows';
import * as m0029 from './migrations/0029_search_rest_words';
import * as m0030 from './migrations/0030_search_rows_by_place';
import * as m0031 from './migrations/0031_deductions';
import * as m0032 from './migrations/0032_beds_free_from_rooms';

/** A migration step; `engine` is given to the few steps that differ between SQLite and PostgreSQL. */
interface Step {
  up: (db: Kysely<unknown>, engine: Engine) => Promise<void>;
  down?: (db: Kysely<unknown>, engine: Engine) => Promise<void>;
}

// Versioned migrations, applied in name order; add a file and list it here. One set for both engines.
const steps: Record<string, Step> = {
  '0001_accounts': m0001,
  '0002_student_area': m0002,
  '0003_owner_area': m0003,
  '0004_payouts': m0004,
  '0005_sessions': m0005,
  '0006_rate_events': m0006,
  '0007_resident_invitations': m0007,
  '0008_listing_at_scale': m0008,
  '0009_settings': m0009,
  '0010_listing_upkeep': m0010,
  '0011_marketplace': m0011,
  '0012_stay': m0012,
  '0013_rent': m0013,
  '0014_complaints': m0014,
  '0015_write_once': m0015,
  '0016_beds_and_deposits': m0016,
  '0017_late_fees': m0017,
  '0018_resident_stays': m0018,
  '0019_electricity_rate': m0019,
  '0020_upload_places': m0020,
  '0021_search_words': m0021,
  '0022_messages': m0022,
  '0023_visits': m0023,
  '0024_listing_pictures': m0024,
  '0025_search_accents': m0025,
  '0026_search_index_listed': m0026,
  '0027_search_doc_filters': m0027,
  '0028_search_rows': m0028,
  '0029_search_rest_words': m0029,
  '0030_search_rows_by_place': m0030,
  '0031_deductions': m0031,
  '0032_beds_free_from_rooms': m0032,
};

function providerFor(engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {};
  for (const [name, step] of Object.entries(steps))
    migrations[name] = {
      up: (db) => step.up(db, engine),
      down: step.down && ((db) => step.down?.(db, engine) ?? Promise.resolve()),
    };
  return { getMigrations: async () => migrations };
}

export async function migrateToLatest(db: Db, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({ db, provider: providerFor(engine) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
