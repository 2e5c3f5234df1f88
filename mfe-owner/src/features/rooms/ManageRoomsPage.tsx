import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm, usePageMeta } from 'app-kit';
import { type OwnerHostel, ROOM_CATEGORIES, type Room, type RoomPayload, roomUpdateBodySchema } from 'contracts';
import { useState } from 'react';
import { Banner, Button, Card, ConfirmDialog, Page, PageTitle, SelectField, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { CardTable } from 'shared-ui';
import { HostelPicker } from '../../shared/HostelPicker';
import { HOSTELS_NOT_LOADED, useChosenHostel, useMyHostels } from '../hostels/queries';
import { NoRooms } from './NoRooms';
import { type RoomChange, roomsQuery, useRoomChange } from './queries';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0 1rem;
  @media (max-width: 640px) { grid-template-columns: 1fr 1fr; }
`;

const emptyRoom: RoomPayload = { roomNo: '', floor: 1, category: 'Boys', beds: 2 };

/** Adds or edits one room, on the contract's rules; `onSave` resolves once the API has it. */
function RoomForm({
  initial,
  busy,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: RoomPayload;
  busy: boolean;
  submitLabel: string;
  onSave: (room: RoomPayload) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useContractForm(roomUpdateBodySchema, initial);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (room) => {
    try {
      await onSave(room);
      if (!onCancel) form.reset(emptyRoom);
    } catch (err) {
      form.setError('root.server', { message: errorText(err, 'Could not save the room.') });
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={submitLabel}>
      {errors.root?.server && <Banner tone="error">{errors.root.server.message}</Banner>}
      <Row>
        <TextField
          label="Room number"
          maxLength={10}
          disabled={busy}
          error={errors.roomNo?.message}
          {...form.register('roomNo')}
        />
        <TextField
          label="Floor"
          type="number"
          min={0}
          max={50}
          disabled={busy}
          error={errors.floor?.message}
          {...form.register('floor')}
        />
        <SelectField label="Category" disabled={busy} error={errors.category?.message} {...form.register('category')}>
          {ROOM_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Beds"
          type="number"
          min={1}
          max={12}
          disabled={busy}
          error={errors.beds?.message}
          {...form.register('beds')}
        />
      </Row>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>{' '}
      {onCancel && (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </form>
  );
}

/** /owner/manage-rooms: the rooms of each hostel (number, floor, category, beds), added, edited and removed. */
export default function ManageRoomsPage() {
  usePageMeta('Manage Rooms');
  const hostels = useMyHostels();
  const [hostelId, setHostelId] = useChosenHostel(hostels.data);
  return (
    <QueryView query={hostels} loading="Loading your hostels..." error={HOSTELS_NOT_LOADED}>
      {(list) =>
        list.length ? (
          <HostelRooms hostels={list} hostelId={hostelId} onHostel={setHostelId} />
        ) : (
          <Page>
            <PageTitle>Manage Rooms</PageTitle>
            <NoRooms />
          </Page>
        )
      }
    </QueryView>
  );
}

function HostelRooms({
  hostels,
  hostelId,
  onHostel,
}: {
  hostels: OwnerHostel[];
  hostelId: string;
  onHostel: (id: string) => void;
}) {
  const rooms = useQuery({ ...roomsQuery(hostelId), enabled: Boolean(hostelId) });
  const change = useRoomChange();
  const [editing, setEditing] = useState<Room | null>(null);
  const [removing, setRemoving] = useState<Room | null>(null);

  const save = (what: RoomChange) =>
    change.mutateAsync(what).then(({ message }) => {
      toast.success(message);
      setEditing(null);
    });

  const remove = () => {
    if (!removing) return;
    const target = removing;
    setRemoving(null);
    save({ remove: target.id }).catch((err) => toast.error(errorText(err, 'Could not remove the room.')));
  };

  return (
    <Page>
      <PageTitle>Manage Rooms</PageTitle>
      <HostelPicker hostels={hostels} value={hostelId} onChange={onHostel} />
      <QueryView query={rooms} loading="Loading rooms..." showLabel={false} error="Could not load the rooms.">
        {(list) =>
          list.length ? (
            <CardTable>
              <thead>
                <tr>
                  <th scope="col">Room</th>
                  <th scope="col">Floor</th>
                  <th scope="col">Category</th>
                  <th scope="col">Beds</th>
                  <th scope="col">Students</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id}>
                    <td data-label="Room">{r.roomNo}</td>
                    <td data-label="Floor">{r.floor}</td>
                    <td data-label="Category">{r.category}</td>
                    <td data-label="Beds">{r.beds}</td>
                    <td data-label="Students">{r.occupants.map((o) => o.name).join(', ') || 'Vacant'}</td>
                    <td data-label="Actions" className="actions">
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        onClick={() => setEditing(r)}
                        aria-label={`Edit room ${r.roomNo}`}
                      >
                        Edit
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="danger"
                        onClick={() => setRemoving(r)}
                        aria-label={`Remove room ${r.roomNo}`}
                        disabled={r.occupants.length > 0}
                        title={r.occupants.length ? 'Students are staying in this room' : undefined}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          ) : (
            <p>This hostel has no rooms yet.</p>
          )
        }
      </QueryView>
      <Card>
        {editing ? (
          <>
            <h2 style={{ marginTop: 0 }}>Edit room {editing.roomNo}</h2>
            <RoomForm
              key={editing.id}
              initial={{ roomNo: editing.roomNo, floor: editing.floor, category: editing.category, beds: editing.beds }}
              busy={change.isPending}
              submitLabel="Save room"
              onSave={(room) => save({ update: room, id: editing.id })}
              onCancel={() => setEditing(null)}
            />
          </>
        ) : (
          <>
            <h2 style={{ marginTop: 0 }}>Add a room</h2>
            <RoomForm
              initial={emptyRoom}
              busy={change.isPending}
              submitLabel="Add room"
              onSave={(room) => save({ add: room, hostelId })}
            />
          </>
        )}
      </Card>
      <ConfirmDialog
        open={!!removing}
        title="Remove room"
        message={`Remove room ${removing?.roomNo ?? ''}?`}
        confirmLabel="Remove"
        danger
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
