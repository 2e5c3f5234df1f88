import { useQuery } from '@tanstack/react-query';
import { QueryView } from 'app-kit';
import { formatRupees, type HostelDetail } from 'contracts';
import { Link } from 'react-router-dom';
import { formatDate } from 'shared-ui';
import styled from 'styled-components';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';
import { useHostelPaths } from '../../paths';

const Box = styled.section`
  margin: 0.75rem 0 1rem;
  h2 { font-size: 1.05rem; margin: 0 0 0.35rem; }
  h3 { font-size: 0.95rem; margin: 0.75rem 0 0.35rem; }
  p { margin: 0 0 0.5rem; }
  ul { margin: 0; padding-left: 1.1rem; display: grid; gap: 0.3rem; }
`;

/** Whether no bed can be booked here now. */
export const isFull = (h: Pick<HostelDetail, 'available' | 'bedsFree' | 'roomOptions'>) =>
  !h.available || (h.roomOptions.length > 0 && h.bedsFree === 0);

/** A full hostel is not a dead end: when a bed frees up (if a notice says so), the waitlist, similar hostels. */
export function WhenFull({ hostelId }: { hostelId: string }) {
  const alternatives = useQuery({
    queryKey: studentKeys.alternatives(hostelId),
    queryFn: () => studentApi.alternatives(hostelId),
  });
  const paths = useHostelPaths();
  return (
    <Box aria-labelledby="full-title">
      <h2 id="full-title">This hostel is full</h2>
      <QueryView
        query={alternatives}
        loading="Looking for free beds nearby..."
        error="Could not look for other hostels."
      >
        {({ bedFreesOn, similar }) => (
          <>
            <p>
              {bedFreesOn
                ? `A bed is expected to free up on ${formatDate(bedFreesOn)}: a resident has given notice.`
                : 'No resident has given notice, so no date is known yet.'}{' '}
              Join the waitlist under Request to book and you are told as soon as a bed frees up.
            </p>
            <h3>Similar hostels with free beds</h3>
            {similar.length ? (
              <ul aria-label="Similar hostels with free beds">
                {similar.map((s) => (
                  <li key={s.id}>
                    <Link to={paths.hostel(s.id)}>{s.name}</Link> · {s.location} · from {formatRupees(s.price)} ·{' '}
                    {s.bedsFree} bed{s.bedsFree === 1 ? '' : 's'} free
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                None right now. <Link to={paths.hostels}>Browse all hostels</Link>
              </p>
            )}
          </>
        )}
      </QueryView>
    </Box>
  );
}
