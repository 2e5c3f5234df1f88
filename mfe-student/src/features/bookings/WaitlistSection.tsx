import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, useInvalidate } from 'app-kit';
import { Link } from 'react-router-dom';
import { Badge, Button, ErrorState, formatDate, toast } from 'shared-ui';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';
import { studentPath, studentPaths } from '../../paths';

/** The full sharing options the student waits for: told when a bed frees up; they can stop waiting. */
export function WaitlistSection() {
  const waitlist = useQuery({ queryKey: studentKeys.waitlist, queryFn: studentApi.waitlist });
  const invalidate = useInvalidate();
  const leave = useMutation({
    mutationFn: studentApi.leaveWaitlist,
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidate(studentKeys.waitlist);
    },
    onError: (error) => toast.error(errorText(error, 'Could not take you off the waitlist.')),
  });
  if (waitlist.isError)
    return (
      <ErrorState
        message={errorText(waitlist.error, 'Could not load the beds you are waiting for.')}
        onRetry={() => void waitlist.refetch()}
      />
    );
  // nothing waited for (or still loading): the section is not there
  const entries = waitlist.data ?? [];
  if (!entries.length) return null;
  return (
    <section aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waiting for a bed</h2>
      <ul aria-label="Waiting for a bed">
        {entries.map((e) => (
          <li key={`${e.hostelId}-${e.sharing}`}>
            <Link to={studentPath(studentPaths.hostel, { id: e.hostelId })}>{e.hostelName}</Link> · {e.sharing} sharing
            · since {formatDate(e.createdAt)}{' '}
            {e.toldAt ? <Badge $tone="success">A bed is free: request it</Badge> : <Badge $tone="info">Waiting</Badge>}{' '}
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={leave.isPending}
              onClick={() => leave.mutate({ hostelId: e.hostelId, sharing: e.sharing })}
              aria-label={`Leave the ${e.sharing.toLowerCase()} waitlist of ${e.hostelName}`}
            >
              Leave
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
