import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { DB_FILE_NAME } from '../app';

const config = loadConfig();
const db = openDatabase(path.join(config.dataDir, DB_FILE_NAME));
await migrateToLatest(db);
const added = await seed(db);
console.log(added.length ? `seeded: ${added.join(', ')}` : 'seed data already present');
await db.destroy();
