import type { LiveCounts } from 'contracts';
import type { Db } from '../../db/database';
import type { RequestUser } from '../../http/types';
import { unreadMessages } from '../messages/conversations';

/** Unread notifications and messages, and booking requests waiting: a student's own, or those an owner has to answer. */
export async function liveCounts(db: Db, user: Pick<RequestUser, 'id' | 'role'>): Promise<LiveCounts> {
  const unread = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  const pending =
    user.role === 'student'
      ? db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('student_id', '=', user.id)
          .where('status', '=', 'Requested')
          .executeTakeFirstOrThrow()
      : user.role === 'owner'
        ? db
            .selectFrom('bookings')
            .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('hostels.owner_id', '=', user.id)
            .where('bookings.status', '=', 'Requested')
            .executeTakeFirstOrThrow()
        : Promise.resolve({ n: 0 });
  const [u, p, messages] = await Promise.all([unread, pending, user.role === 'admin' ? 0 : unreadMessages(db, user)]);
  return { unread: Number(u.n), pendingBookings: Number(p.n), messages };
}
