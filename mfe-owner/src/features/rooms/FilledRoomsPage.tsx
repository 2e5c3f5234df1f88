import styled from 'styled-components';
import { useApiData } from 'app-kit';
import { Badge, Card, ErrorState, Page, PageTitle, Spinner } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { NoRooms } from './NoRooms';

export const RoomGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
  h2 { margin: 0 0 0.3rem; font-size: 1.1rem; }
  p { margin: 0 0 0.25rem; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** /owner/filled-rooms: 'Room {roomNo}' and 'Filled by {student}' or 'Vacant', from rooms and residents. */
export default function FilledRoomsPage() {
  const rooms = useApiData(() => ownerApi.rooms(), [], 'Could not load your rooms.');
  return (
    <Page>
      <PageTitle>Rooms &amp; Filled Status</PageTitle>
      {rooms.status === 'loading' && <Spinner label="Loading rooms..." showLabel />}
      {rooms.status === 'error' && <ErrorState message={rooms.error} onRetry={rooms.reload} />}
      {rooms.status === 'ready' && rooms.data.length === 0 && <NoRooms />}
      {rooms.status === 'ready' && rooms.data.length > 0 && (
        <RoomGrid aria-label="Rooms">
          {rooms.data.map((r) => (
            <li key={r.id}>
              <Card>
                <h2>Room {r.roomNo}</h2>
                {r.occupants.length ? <p>Filled by {r.occupants.map((o) => o.name).join(', ')}</p> : <p>Vacant</p>}
                <small>
                  {r.hostelName} · Floor {r.floor} · {r.occupants.length}/{r.beds} beds
                </small>{' '}
                <Badge $tone={r.occupants.length ? (r.freeBeds ? 'info' : 'warning') : 'success'}>
                  {r.occupants.length ? (r.freeBeds ? 'Partly filled' : 'Full') : 'Vacant'}
                </Badge>
              </Card>
            </li>
          ))}
        </RoomGrid>
      )}
    </Page>
  );
}
