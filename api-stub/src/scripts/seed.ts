import { usePasswordHashCost } from '../auth/passwords';
import { databaseTarget, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';

const config = loadConfig();
usePasswordHashCost(config.passwordHashCost);
const { db, engine } = openDatabase(databaseTarget(config));
await migrateToLatest(db, engine);
const added = await seed(db);
console.log(added.length ? `seeded: ${added.join(', ')}` : 'seed data already present');
await db.destroy();
