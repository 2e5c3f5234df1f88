import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { errorText } from 'app-kit';
import { Button, Card, ErrorState, formatDate, toast } from 'shared-ui';
import { invitationsQuery, useAnswerInvitation } from './queries';

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
`;

/** Hostels that listed this student as a resident: their alerts reach the student only after Accept. */
export function InvitationsList() {
  const invitations = useQuery(invitationsQuery);
  const answering = useAnswerInvitation();
  const answer = (id: string, choice: 'accept' | 'decline') =>
    answering.mutate(
      { id, answer: choice },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (err) => toast.error(errorText(err, 'Could not answer the invitation. Please try again.')),
      },
    );
  const busyWith = answering.isPending ? answering.variables.id : null;

  if (invitations.isPending) return null;
  if (invitations.isError)
    return (
      <ErrorState
        message={errorText(invitations.error, 'Could not load your invitations.')}
        onRetry={() => void invitations.refetch()}
      />
    );
  if (!invitations.data.length) return null;
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      <List>
        {invitations.data.map((i) => (
          <Item key={i.id}>
            <div>
              <p>
                <strong>{i.hostel.name}</strong>, {i.hostel.area}, listed you as a resident: room {i.room}, floor{' '}
                {i.floor}.
              </p>
              <p>Accept to receive this hostel’s alerts. Since {formatDate(i.invitedAt)}.</p>
            </div>
            <Actions>
              <Button
                type="button"
                $size="sm"
                disabled={busyWith === i.id}
                onClick={() => answer(i.id, 'accept')}
                aria-label={`Accept the invitation of ${i.hostel.name}`}
              >
                Accept
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                disabled={busyWith === i.id}
                onClick={() => answer(i.id, 'decline')}
                aria-label={`Decline the invitation of ${i.hostel.name}`}
              >
                Decline
              </Button>
            </Actions>
          </Item>
        ))}
      </List>
    </section>
  );
}
