import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ROOM_CATEGORIES, type Room, type RoomCategory, type RoomPayload } from 'contracts';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Page,
  PageTitle,
  SelectField,
  Spinner,
  TextField,
  toast,
} from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { HostelPicker } from '../../shared/HostelPicker';
import { NoRooms } from './NoRooms';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 2rem;
  th, td { text-align: left; padding: 0.55rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}55; vertical-align: middle; }
  td.actions { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  @media (max-width: 640px) { font-size: 0.9rem; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0 1rem;
  @media (max-width: 640px) { grid-template-columns: 1fr 1fr; }
`;

const emptyRoom = { roomNo: '', floor: '1', category: 'Boys' as RoomCategory, beds: '2' };

function RoomForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: typeof emptyRoom;
  busy: boolean;
  submitLabel: string;
  onSubmit: (r: RoomPayload) => Promise<void>;
  onCancel?: () => void;
}) {
  const [v, setV] = useState(initial);
  const [error, setError] = useState('');
  useEffect(() => setV(initial), [initial]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!v.roomNo.trim() || v.floor === '' || v.beds === '')
      return setError('Room number, floor and beds are required.');
    setError('');
    try {
      await onSubmit({ roomNo: v.roomNo.trim(), floor: Number(v.floor), category: v.category, beds: Number(v.beds) });
      if (!onCancel) setV(emptyRoom);
    } catch (err) {
      setError(serverMessage(err, 'Could not save the room.'));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      {error && <Banner tone="error">{error}</Banner>}
      <Row>
        <TextField
          label="Room number"
          maxLength={10}
          value={v.roomNo}
          onChange={(e) => setV({ ...v, roomNo: e.target.value })}
          disabled={busy}
        />
        <TextField
          label="Floor"
          type="number"
          min={0}
          max={50}
          value={v.floor}
          onChange={(e) => setV({ ...v, floor: e.target.value })}
          disabled={busy}
        />
        <SelectField
          label="Category"
          value={v.category}
          onChange={(e) => setV({ ...v, category: e.target.value as RoomCategory })}
          disabled={busy}
        >
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
          value={v.beds}
          onChange={(e) => setV({ ...v, beds: e.target.value })}
          disabled={busy}
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
  const hostels = useApiData(() => ownerApi.myHostels(), [], 'Failed to load your hostels. Please try again.');
  const [hostelId, setHostelId] = useState('');
  useEffect(() => {
    if (hostels.status === 'ready' && !hostelId && hostels.data[0]) setHostelId(hostels.data[0]._id);
  }, [hostels.status, hostels.data, hostelId]);
  const rooms = useApiData(
    () => (hostelId ? ownerApi.rooms(hostelId) : Promise.resolve([] as Room[])),
    [hostelId],
    'Could not load the rooms.',
  );
  const [editing, setEditing] = useState<Room | null>(null);
  const [removing, setRemoving] = useState<Room | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const res = await action();
      toast.success(res.message);
      setEditing(null);
      rooms.reload();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    const target = removing;
    setRemoving(null);
    try {
      await save(() => ownerApi.deleteRoom(target.id));
    } catch (err) {
      toast.error(serverMessage(err, 'Could not remove the room.'));
    }
  };

  if (hostels.status === 'loading') return <Spinner label="Loading your hostels..." showLabel />;
  if (hostels.status === 'error')
    return (
      <Page>
        <ErrorState message={hostels.error} onRetry={hostels.reload} />
      </Page>
    );
  if (!hostels.data.length)
    return (
      <Page>
        <PageTitle>Manage Rooms</PageTitle>
        <NoRooms />
      </Page>
    );

  return (
    <Page>
      <PageTitle>Manage Rooms</PageTitle>
      <HostelPicker hostels={hostels.data} value={hostelId} onChange={setHostelId} />
      {rooms.status === 'loading' && <Spinner label="Loading rooms..." />}
      {rooms.status === 'error' && <ErrorState message={rooms.error} onRetry={rooms.reload} />}
      {rooms.status === 'ready' &&
        (rooms.data.length ? (
          <Table>
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
              {rooms.data.map((r) => (
                <tr key={r.id}>
                  <td>{r.roomNo}</td>
                  <td>{r.floor}</td>
                  <td>{r.category}</td>
                  <td>{r.beds}</td>
                  <td>{r.occupants.map((o) => o.name).join(', ') || 'Vacant'}</td>
                  <td className="actions">
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
          </Table>
        ) : (
          <p>This hostel has no rooms yet.</p>
        ))}
      <Card>
        {editing ? (
          <>
            <h2 style={{ marginTop: 0 }}>Edit room {editing.roomNo}</h2>
            <RoomForm
              initial={{
                roomNo: editing.roomNo,
                floor: String(editing.floor),
                category: editing.category,
                beds: String(editing.beds),
              }}
              busy={busy}
              submitLabel="Save room"
              onSubmit={(r) => save(() => ownerApi.updateRoom(editing.id, r))}
              onCancel={() => setEditing(null)}
            />
          </>
        ) : (
          <>
            <h2 style={{ marginTop: 0 }}>Add a room</h2>
            <RoomForm
              initial={emptyRoom}
              busy={busy}
              submitLabel="Add room"
              onSubmit={(r) => save(() => ownerApi.addRoom(hostelId, r))}
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
