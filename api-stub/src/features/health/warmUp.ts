import type { FastifyInstance } from 'fastify';
import type { Warmth } from './warmth';

/**
 * Runs the reads most of the traffic is made of (the listing's first pages, a hostel's page, its reviews,
 * a search) through the whole request path in-process, so their statements are prepared, their caches filled
 * and their code optimised before the first real visitor, then `warmDatabase`; then marks the process ready.
 * Failures (the database away) are retried: ready waits for them.
 */
export async function warmUp(
  app: FastifyInstance,
  warmth: Warmth,
  rounds: number,
  log: (msg: string) => void,
  parallel = 1,
  warmDatabase: () => Promise<void> = async () => {},
): Promise<void> {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const first = (await get('/api/hostels?page=1')).json() as { hostels?: { id: string }[] };
      const ids = (first.hostels ?? []).slice(0, 4).map((h) => h.id);
      for (let round = 0; round < rounds; round++) {
        const id = ids[round % Math.max(1, ids.length)];
        const urls = [
          `/api/hostels?page=${(round % 3) + 1}`,
          '/api/hostels?page=1&sort=asc',
          ...(id ? [`/api/hostels/${id}`, `/api/hostels/${id}/reviews`] : []),
          // a word nothing starts: the search and its spelling correction (on SQLite, its words read once)
          ...(round === 0 ? ['/api/hostels?search=zqxwarmup'] : []),
        ];
        // as many at once as the pool has connections, so each is opened and warm (PostgreSQL: its backend)
        await Promise.all(
          Array.from({ length: Math.max(urls.length, parallel) }, (_, i) => get(urls[i % urls.length])),
        );
      }
      await warmDatabase();
      warmth.markWarm();
      return;
    } catch (error) {
      if (!app.server.listening) return; // closed meanwhile
      log(`[api] warming up (try ${attempt}): ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 5000)));
    }
  }
}
