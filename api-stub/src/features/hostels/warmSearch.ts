import { sql } from 'kysely';
import { HOSTEL_TYPES, searchWordsOf } from 'contracts';
import type { Db, Engine } from '../../db/database';

/** Every listed hostel: each has one of the types, indexed with its area. */
const EVERY_TYPE = [...new Set(HOSTEL_TYPES.flatMap((type) => searchWordsOf(type)))].join(' | ');

/**
 * PostgreSQL: a connection's first search over many hostels is several times slower than its next (at
 * 100,000 hostels 85–105 ms against 17–24 ms, measured), so each pooled connection runs one over every
 * listed hostel, all at once so that each is a different connection, before the process is ready.
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
            await sql`select count(*) from hostel_search_rows
              where search @@ to_tsquery('simple', ${EVERY_TYPE})`.execute(connection);
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
