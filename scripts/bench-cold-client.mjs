#!/usr/bin/env node
// A client of its own for bench-api.mjs's cold figures: times `pages` pages of a search not asked before, one
// request at a time, and prints them as JSON. Apart from the process that has just run the load (autocannon),
// whose own clean-up after a load added 100-400 ms to the first request timed there (measured).
//
//   node scripts/bench-cold-client.mjs <url> <path with page=1> [pages]
const [url, route, pages = '20'] = process.argv.slice(2);
await (await fetch(`${url}/api/health/live`)).arrayBuffer(); // this client's own first request
const times = [];
for (let page = 1; page <= Number(pages); page++) {
  const started = performance.now();
  const res = await fetch(url + route.replace(/page=\d+/, `page=${page}`));
  await res.arrayBuffer();
  times.push(performance.now() - started);
}
console.log(JSON.stringify(times));
