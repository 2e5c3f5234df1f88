import styled from 'styled-components';
import { QueryView, usePageMeta } from 'app-kit';
import { Badge, Card, Page, PageTitle } from 'shared-ui';
import { NoRooms } from './NoRooms';
import { ROOMS_NOT_LOADED } from './queries';
import { useRoomsOfHostel } from './useRoomsOfHostel';

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
  usePageMeta('Filled Rooms');
  const { rooms, picker } = useRoomsOfHostel();
  return (
    <Page>
      <PageTitle>Rooms &amp; Filled Status</PageTitle>
      {picker}
      <QueryView query={rooms} loading="Loading rooms..." error={ROOMS_NOT_LOADED}>
        {(list) =>
          list.length === 0 ? (
            <NoRooms />
          ) : (
            <RoomGrid aria-label="Rooms">
              {list.map((r) => (
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
          )
        }
      </QueryView>
    </Page>
  );
}
