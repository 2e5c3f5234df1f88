#!/usr/bin/env node
// A client of its own for bench-api.mjs's cold figures: times `pages` pages of a search not asked before, one
// request at a time; then, given the database, the first page again after each of `changes` changes to the listing
// (its `listing_version` moved, as a bed taken moves it: no answer or count of before is used). Prints
// { pages, afterChange } in ms as JSON. Apart from the process that has just run the load (autocannon), whose own
// clean-up after a load added 100-400 ms to the first request timed there (measured).
//
//   node scripts/bench-cold-client.mjs <url> <path with page=1> [pages] [database URL or SQLite file] [changes]
import Database from 'better-sqlite3';
import pg from 'pg';

const [url, route, pages = '20', database, changes = '10'] = process.argv.slice(2);

/** Moves the listing's version, as the API's triggers do on any change to a listed hostel. */
async function listingChanger() {
  const change = 'update listing_version set n = n + 1 where id = 1';
  if (/^postgres(ql)?:/.test(database)) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    return { change: () => client.query(change), end: () => client.end() };
  }
  const db = new Database(database);
  db.pragma('busy_timeout = 5000');
  return { change: () => db.prepare(change).run(), end: () => db.close() };
}

async function timed(path) {
  const started = performance.now();
  const res = await fetch(url + path);
  await res.arrayBuffer();
  return performance.now() - started;
}

await (await fetch(`${url}/api/health/live`)).arrayBuffer(); // this client's own first request
const times = [];
for (let page = 1; page <= Number(pages); page++) times.push(await timed(route.replace(/page=\d+/, `page=${page}`)));
const afterChange = [];
if (database) {
  const listing = await listingChanger();
  try {
    for (let i = 0; i < Number(changes); i++) {
      await listing.change();
      afterChange.push(await timed(route));
    }
  } finally {
    await listing.end();
  }
}
console.log(JSON.stringify({ pages: times, afterChange }));
