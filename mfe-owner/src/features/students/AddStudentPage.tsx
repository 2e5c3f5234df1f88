import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Room } from 'contracts';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, SelectField, Spinner, TextField, toast } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';

export const HOSTELS_NOT_LOADED = 'Failed to load your hostels. Please try again.';
const empty = { name: '', email: '', phone: '', address: '', floor: '', room: '' };

/** /owner/add-student: name, email, phone, address (optional), hostel, floor, room (spec 001 §2). A student takes a bed. */
export default function AddStudentPage() {
  const navigate = useNavigate();
  const hostels = useApiData(() => ownerApi.myHostels(), [], HOSTELS_NOT_LOADED);
  const [hostel, setHostel] = useState('');
  const [v, setV] = useState(empty);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rooms = useApiData(() => (hostel ? ownerApi.rooms(hostel) : Promise.resolve([] as Room[])), [hostel]);

  useEffect(() => {
    if (hostels.status === 'error') {
      toast.error(HOSTELS_NOT_LOADED);
      navigate('/owner-dashboard', { replace: true });
    }
    if (hostels.status === 'ready' && !hostel && hostels.data[0]) setHostel(hostels.data[0]._id);
  }, [hostels.status, hostels.data, hostel, navigate]);

  const floors = useMemo(
    () => [...new Set((rooms.data ?? []).map((r) => r.floor))].sort((a, b) => a - b),
    [rooms.data],
  );
  const roomsOnFloor = (rooms.data ?? []).filter((r) => String(r.floor) === v.floor);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [field]: e.target.value, ...(field === 'floor' ? { room: '' } : {}) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!v.name.trim() || !v.email.trim() || !v.phone.trim() || !hostel || v.floor === '' || !v.room)
      return setError('Please fill in all required fields.');
    if (!/^\d{10}$/.test(v.phone.trim())) return setError('Please enter a valid 10-digit phone number.');
    setError('');
    setBusy(true);
    try {
      await ownerApi.addStudent({
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        address: v.address.trim(),
        hostel,
        floor: Number(v.floor),
        room: v.room,
      });
      toast.success('Student added successfully!');
      navigate('/owner/my-students');
    } catch (err) {
      setError(serverMessage(err, 'Failed to add student'));
      setBusy(false);
    }
  };

  if (hostels.status === 'loading') return <Spinner label="Loading your hostels..." showLabel />;
  if (hostels.status === 'ready' && !hostels.data.length)
    return (
      <Page $narrow>
        <PageTitle>Add Student</PageTitle>
        <p>Add a hostel first; students are added to its rooms.</p>
      </Page>
    );

  return (
    <Page $narrow>
      <PageTitle>Add Student</PageTitle>
      <Card>
        {error && <Banner tone="error">{error}</Banner>}
        <form onSubmit={submit} noValidate aria-label="Add student">
          <TextField label="Name" value={v.name} onChange={set('name')} maxLength={100} disabled={busy} />
          <TextField label="Email" type="email" value={v.email} onChange={set('email')} disabled={busy} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            hint="10 digits"
            value={v.phone}
            onChange={set('phone')}
            disabled={busy}
          />
          <TextField
            label="Address (optional)"
            value={v.address}
            onChange={set('address')}
            maxLength={300}
            disabled={busy}
          />
          <SelectField
            label="Hostel"
            value={hostel}
            onChange={(e) => {
              setHostel(e.target.value);
              setV((old) => ({ ...old, floor: '', room: '' }));
            }}
            disabled={busy}
          >
            {(hostels.data ?? []).map((h) => (
              <option key={h._id} value={h._id}>
                {h.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Floor"
            value={v.floor}
            onChange={set('floor')}
            disabled={busy || rooms.status !== 'ready'}
          >
            <option value="">Choose a floor</option>
            {floors.map((f) => (
              <option key={f} value={f}>
                {f === 0 ? 'Ground' : `Floor ${f}`}
              </option>
            ))}
          </SelectField>
          <SelectField label="Room" value={v.room} onChange={set('room')} disabled={busy || !v.floor}>
            <option value="">Choose a room</option>
            {roomsOnFloor.map((r) => (
              <option key={r.id} value={r.roomNo}>
                Room {r.roomNo} — {r.freeBeds ? `${r.freeBeds} of ${r.beds} beds free` : 'full'}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Student'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
