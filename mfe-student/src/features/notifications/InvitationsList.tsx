import { useState } from 'react';
import styled from 'styled-components';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import { Button, Card, ErrorState, formatDate, toast } from 'shared-ui';
import { studentApi } from '../../api/studentApi';

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
  const invitations = useApiData(() => studentApi.invitations(), [], 'Could not load your invitations.');
  const [answering, setAnswering] = useState<string | null>(null);

  const answer = async (id: string, choice: 'accept' | 'decline') => {
    setAnswering(id);
    try {
      toast.success((await studentApi.answerInvitation(id, choice)).message);
      invitations.setData((list) => list.filter((i) => i.id !== id));
    } catch (err) {
      toast.error(serverMessage(err, 'Could not answer the invitation. Please try again.'));
    } finally {
      setAnswering(null);
    }
  };

  if (invitations.status === 'loading') return null;
  if (invitations.status === 'error') return <ErrorState message={invitations.error} onRetry={invitations.reload} />;
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
                disabled={answering === i.id}
                onClick={() => answer(i.id, 'accept')}
                aria-label={`Accept the invitation of ${i.hostel.name}`}
              >
                Accept
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                disabled={answering === i.id}
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
