import { queryOptions, useQuery } from '@tanstack/react-query';
import { QueryView } from 'app-kit';
import type { BookingRequest } from 'contracts';
import { Link } from 'react-router-dom';
import { Badge, Card, formatDate, formatRupees } from 'shared-ui';
import styled from 'styled-components';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { ownerPath, ownerPaths } from '../../paths';

export const pastStaysQuery = queryOptions({ queryKey: ownerKeys.pastStays, queryFn: () => ownerApi.stays('past') });

const List = styled.ul`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem;
  h3 { margin: 0 0 0.3rem; font-size: 1.05rem; display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
  p { margin: 0.2rem 0; }
`;

/** How a past stay ended, with its money, in the owner's words. */
export function stayEnding(s: BookingRequest): string {
  if (s.checkOut)
    return s.checkOut.outcome === 'no-show'
      ? `No-show on ${formatDate(s.checkOut.at)}: the deposit was kept.`
      : `Checked out ${formatDate(s.checkOut.at)}: ${formatRupees(s.checkOut.depositReturned)} of the deposit returned${s.checkOut.deducted ? ` (${formatRupees(s.checkOut.deducted)} kept: ${s.checkOut.reason})` : ''}.`;
  if (s.refund)
    return `Cancelled by ${s.cancelledBy === 'owner' ? 'you' : 'the student'}: ${formatRupees(s.refund.refund)} refunded${s.refund.deducted ? ` (${formatRupees(s.refund.deducted)} deducted)` : ''}.`;
  return '';
}

/** Stays that ended at the owner's hostels, the latest first, each with how it ended and its settlement statement. */
export function PastStays() {
  const stays = useQuery(pastStaysQuery);
  return (
    <QueryView query={stays} loading="Loading past stays..." error="Could not load the past stays.">
      {(list) =>
        list.length ? (
          <List aria-label="Past stays">
            {list.map((s) => (
              <li key={s.id}>
                <Card as="article" aria-labelledby={`past-${s.id}`}>
                  <h3 id={`past-${s.id}`}>
                    {s.studentName} · {s.hostelName}
                    <Badge $tone={s.status === 'Completed' ? 'info' : 'neutral'}>
                      {s.status === 'Completed' ? 'Checked out' : 'Cancelled'}
                    </Badge>
                  </h3>
                  <p>
                    {s.roomInfo ? `${s.roomInfo} · ` : ''}check-in {formatDate(s.checkInDate)}
                  </p>
                  <p>{stayEnding(s)}</p>
                  <p>
                    <Link
                      to={ownerPath(ownerPaths.statement, { id: s.id })}
                      aria-label={`Settlement statement of ${s.studentName}'s stay`}
                    >
                      Settlement statement
                    </Link>
                  </p>
                </Card>
              </li>
            ))}
          </List>
        ) : (
          <p>No stay has ended yet. Stays checked out or cancelled show here, with their statements.</p>
        )
      }
    </QueryView>
  );
}
