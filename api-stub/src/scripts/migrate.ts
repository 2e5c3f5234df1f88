import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DB_FILE_NAME } from '../app';

const config = loadConfig();
const db = openDatabase(path.join(config.dataDir, DB_FILE_NAME));
const applied = await migrateToLatest(db);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await db.destroy();
