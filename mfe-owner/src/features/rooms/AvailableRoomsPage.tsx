import { useState } from 'react';
import styled from 'styled-components';
import { ROOM_CATEGORIES, type RoomCategory } from 'contracts';
import { QueryView, usePageMeta } from 'app-kit';
import { Badge, Button, Card, Page, PageTitle } from 'shared-ui';
import { RoomGrid } from './FilledRoomsPage';
import { ROOMS_NOT_LOADED } from './queries';
import { useRoomsOfHostel } from './useRoomsOfHostel';

const Filters = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-bottom: 1.25rem;
`;

export const NO_AVAILABLE_ROOMS = 'No available rooms in this category.';

/** /owner/available-rooms: rooms with a free bed, filtered All, Boys, Girls, Co-Live. */
export default function AvailableRoomsPage() {
  usePageMeta('Available Rooms');
  const { rooms, picker } = useRoomsOfHostel();
  const [category, setCategory] = useState<RoomCategory | 'All'>('All');
  return (
    <Page>
      <PageTitle>Available Rooms</PageTitle>
      {picker}
      <Filters role="group" aria-label="Category">
        {(['All', ...ROOM_CATEGORIES] as const).map((c) => (
          <Button
            key={c}
            type="button"
            $size="sm"
            $variant={c === category ? 'primary' : 'secondary'}
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
          >
            {c}
          </Button>
        ))}
      </Filters>
      <QueryView query={rooms} loading="Loading rooms..." error={ROOMS_NOT_LOADED}>
        {(list) => {
          const shown = list.filter((r) => r.freeBeds > 0 && (category === 'All' || r.category === category));
          return shown.length === 0 ? (
            <p>{NO_AVAILABLE_ROOMS}</p>
          ) : (
            <RoomGrid aria-label="Available rooms">
              {shown.map((r) => (
                <li key={r.id}>
                  <Card>
                    <h2>Room {r.roomNo}</h2>
                    <p>
                      {r.category} · <Badge $tone="success">Available</Badge>
                    </p>
                    <small>
                      {r.hostelName} · Floor {r.floor} · {r.freeBeds} of {r.beds} beds free
                    </small>
                  </Card>
                </li>
              ))}
            </RoomGrid>
          );
        }}
      </QueryView>
    </Page>
  );
}
