#!/usr/bin/env node
// npm start: build what is missing or stale (production), make a first release of any app that has none
// (or of a build that differs from the newest release), then run the API, each remote and the shell.
// Shipping afterwards is `npm run release -w <app>`: the running servers pick it up with no restart.
import { createRequire } from 'node:module';
import { buildAppsConcurrently } from './build.mjs';
import { DeliveryError, ensureReleased } from '../tools/delivery/delivery.mjs';
import site from './site.cjs';

const require = createRequire(import.meta.url);
const { apps, remoteNames, portOf, apiPort } = require('../tools/apps.cjs');

await buildAppsConcurrently();
for (const app of Object.keys(apps)) {
  try {
    await ensureReleased(app);
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    console.error(`[release] ${app}: ${error.message}\nThe site starts with the releases it has.`);
  }
}
const handles = await site.startSite(process.env);
console.log(
  `\nHostel Hub is running at http://localhost:${portOf('shell')}  (API on :${apiPort()}, remotes on ${remoteNames.map((name) => `:${portOf(name)}`).join(' ')})`,
);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(handles.map((h) => h.stop()));
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
