import { Link } from 'react-router-dom';
import { ownerPaths } from '../../paths';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BookingRequest, Room } from 'contracts';
import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Page,
  PageTitle,
  SelectField,
  Spinner,
  formatDate,
  formatRupees,
  toast,
} from 'shared-ui';
import { roomsQuery } from '../rooms/queries';
import { answerWindow } from './answerWindow';
import { type RequestAnswer, requestsQuery, useAnswerRequest } from './queries';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled(Card)<{ $overdue: boolean }>`
  border-left: 6px solid ${({ $overdue, theme }) => ($overdue ? theme.colors.danger : theme.colors.primary)};
  h2 { margin: 0 0 0.3rem; font-size: 1.15rem; display: flex; gap: 0.6rem; align-items: center; flex-wrap: wrap; }
  p { margin: 0 0 0.3rem; }
  .actions { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; margin-top: 0.6rem; }
  .actions > div { margin: 0; min-width: 220px; }
`;

function RequestCard({ request, rooms }: { request: BookingRequest; rooms: Room[] }) {
  // a request for a sharing option goes into a room of that type
  const free = rooms.filter(
    (r) => r.hostelId === request.hostelId && r.freeBeds > 0 && (!request.sharing || r.sharing === request.sharing),
  );
  const [roomId, setRoomId] = useState('');
  const answerRequest = useAnswerRequest(request.id);
  const busy = answerRequest.isPending;
  const [confirmReject, setConfirmReject] = useState(false);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60000);
    return () => clearInterval(t);
  }, []);
  const answer = answerWindow(request.respondBy, now);

  const act = (answer: RequestAnswer) =>
    answerRequest.mutate(answer, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorText(err, 'Could not save your answer. Please try again.')),
    });

  return (
    <li>
      <Item $overdue={answer.overdue}>
        <h2>
          {request.studentName} <Badge $tone={answer.overdue ? 'danger' : 'warning'}>{answer.text}</Badge>
        </h2>
        <p>
          <strong>{request.hostelName}</strong> · check-in {formatDate(request.checkInDate)} · {request.duration} month
          {request.duration > 1 ? 's' : ''}
        </p>
        {request.sharing && (
          <p>
            {request.sharing} sharing · {formatRupees(request.pricePerBed ?? 0)} a bed a month · deposit{' '}
            {formatRupees(request.deposit)}
          </p>
        )}
        <p>
          <a href={`tel:+91${request.studentPhone}`}>{request.studentPhone}</a> ·{' '}
          <a href={`mailto:${request.studentEmail}`}>{request.studentEmail}</a>
        </p>
        {request.note && <p>“{request.note}”</p>}
        <div className="actions">
          <SelectField
            label="Room"
            value={roomId}
            onChange={(e) => setRoomId(e.target.value)}
            disabled={busy || !free.length}
          >
            <option value="">
              {free.length
                ? 'First free bed'
                : `No free ${request.sharing ? `${request.sharing.toLowerCase()} ` : ''}bed`}
            </option>
            {free.map((r) => (
              <option key={r.id} value={r.id}>
                Room {r.roomNo} · {r.sharing} · floor {r.floor} · {r.freeBeds} bed{r.freeBeds > 1 ? 's' : ''} free ·{' '}
                {formatRupees(r.pricePerBed)} a bed
              </option>
            ))}
          </SelectField>
          <Button
            type="button"
            disabled={busy || !free.length}
            onClick={() => act({ approve: true, roomId: roomId || undefined })}
          >
            Approve
          </Button>
          <Button type="button" $variant="danger" disabled={busy} onClick={() => setConfirmReject(true)}>
            Reject
          </Button>
        </div>
      </Item>
      <ConfirmDialog
        open={confirmReject}
        title="Reject request"
        message={`Reject the request from ${request.studentName} for ${request.hostelName}?`}
        confirmLabel="Reject"
        danger
        onConfirm={() => {
          setConfirmReject(false);
          act({ approve: false });
        }}
        onCancel={() => setConfirmReject(false)}
      />
    </li>
  );
}

/** /owner/view-requests: students' requests to this owner's hostels, oldest first, with the answer window. */
export default function BookingRequestsPage() {
  usePageMeta('Booking Requests');
  const requests = useQuery(requestsQuery);
  const rooms = useQuery(roomsQuery());
  const waiting = requests.isPending || rooms.isPending;
  return (
    <Page>
      <PageTitle>Booking Requests</PageTitle>
      <p>Answer every request within 24 hours (Partner Terms). Approving gives the student a bed and tells them.</p>
      {waiting ? (
        <Spinner label="Loading requests..." showLabel />
      ) : (
        <>
          <QueryView
            query={requests}
            also={[rooms]}
            loading="Loading requests..."
            error="Could not load booking requests."
          >
            {(list) =>
              list.length === 0 ? (
                <p>No booking requests waiting. New ones appear here and in your notifications.</p>
              ) : (
                <List aria-label="Booking requests">
                  {list.map((r) => (
                    <RequestCard key={r.id} request={r} rooms={rooms.data ?? []} />
                  ))}
                </List>
              )
            }
          </QueryView>
          <p>
            Approved requests become stays: notices, charges and check-outs are under{' '}
            <Link to={ownerPaths.stays}>Current stays</Link>.
          </p>
        </>
      )}
    </Page>
  );
}
