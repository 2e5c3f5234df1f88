import { databaseTarget, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const config = loadConfig();
const { db, engine } = openDatabase(databaseTarget(config));
const applied = await migrateToLatest(db, engine);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await db.destroy();
