#!/usr/bin/env node
// npm start: build what is missing or stale (production), then run the API, each remote and the shell.
import { createRequire } from 'node:module';
import { buildApps } from './build.mjs';
import site from './site.cjs';

const require = createRequire(import.meta.url);
const { portOf, apiPort } = require('../tools/apps.cjs');

buildApps();
const handles = await site.startSite(process.env);
console.log(`\nHostel Hub is running at http://localhost:${portOf('shell')}  (API on :${apiPort()}, remotes on :${portOf('mfe-student')} :${portOf('mfe-owner')} :${portOf('mfe-legal')})`);
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
