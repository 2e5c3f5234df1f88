import { sql } from 'kysely';
import { HOSTEL_TYPES, searchWordsOf } from 'contracts';
import type { Db, Engine } from '../../db/database';

/** Every listed hostel: each has one of the types, indexed with its area. */
const EVERY_TYPE = [...new Set(HOSTEL_TYPES.flatMap((type) => searchWordsOf(type)))].join(' | ');

/**
 * PostgreSQL: a connection's first search over many hostels is several times slower than its next (at
 * 100,000 hostels 85–105 ms against 17–24 ms on 4 kB pages, measured), so each pooled connection counts
 * every listed hostel (every row of the table) through two of the indexes searches count with, all at once
 * so that each is a different connection, before the process is ready.
 */
export async function warmSearchConnections(db: Db, engine: Engine, connections: number): Promise<void> {
  if (engine !== 'postgres') return;
  let waiting = connections;
  let allArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    allArrived = resolve;
  });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      let done = false;
      const arrive = () => {
        if (!done && --waiting === 0) allArrived();
        done = true;
      };
      try {
        await db.connection().execute(async (connection) => {
          try {
            await connection.transaction().execute(async (trx) => {
              // through the indexes, as searches read: a sequential scan of a table larger than a quarter of the
              // shared buffers goes through a small ring of them and leaves the connection cold
              await sql`set local enable_seqscan = off`.execute(trx);
              for (const words of ['search', 'reach_words'])
                await sql`select count(*) from hostel_search_rows
                  where ${sql.ref(words)} @@ to_tsquery('simple', ${EVERY_TYPE})`.execute(trx);
            });
          } finally {
            arrive();
          }
          // holds this connection until every other one has its own (5 s at most: never a pool held shut)
          await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        });
      } finally {
        arrive(); // also when no connection could be had
      }
    }),
  );
}
