import { useQuery } from '@tanstack/react-query';
import { errorText, useContractForm, usePageMeta } from 'app-kit';
import { addStudentBodySchema, indiaDate, type OwnerHostel } from 'contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner, Button, Card, Page, PageTitle, SelectField, Spinner, TextField, toast } from 'shared-ui';
import { HOSTELS_NOT_LOADED, useMyHostels } from '../hostels/queries';
import { roomsQuery } from '../rooms/queries';
import { useAddStudent } from './queries';
import { ownerPaths } from '../../paths';

export { HOSTELS_NOT_LOADED };

function AddStudentForm({ hostels }: { hostels: OwnerHostel[] }) {
  const navigate = useNavigate();
  const addStudent = useAddStudent();
  const form = useContractForm(addStudentBodySchema, {
    name: '',
    email: '',
    phone: '',
    address: '',
    hostel: hostels[0]?._id ?? '',
    floor: '',
    room: '',
    checkInDate: indiaDate(Date.now()),
    rent: '',
    depositReceived: '',
  });
  const { errors } = form.formState;
  const hostel = form.watch('hostel');
  const floor = String(form.watch('floor') ?? '');
  const rooms = useQuery({ ...roomsQuery(hostel), enabled: Boolean(hostel) });
  const floors = [...new Set((rooms.data ?? []).map((r) => r.floor))].sort((a, b) => a - b);
  const roomsOnFloor = (rooms.data ?? []).filter((r) => String(r.floor) === floor);
  const busy = addStudent.isPending;
  const problem = Object.values(errors).find((e) => e?.message)?.message;

  const submit = form.handleSubmit((student) =>
    addStudent.mutate(student, {
      onSuccess: () => {
        toast.success('Student added successfully!');
        navigate(ownerPaths.myStudents);
      },
    }),
  );

  return (
    <Card>
      {(problem || addStudent.isError) && (
        <Banner tone="error">{problem ?? errorText(addStudent.error, 'Failed to add student')}</Banner>
      )}
      <form method="post" onSubmit={submit} noValidate aria-label="Add student">
        <TextField label="Name" maxLength={100} disabled={busy} {...form.register('name')} />
        <TextField label="Email" type="email" disabled={busy} {...form.register('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          hint="10 digits"
          disabled={busy}
          {...form.register('phone')}
        />
        <TextField label="Address (optional)" maxLength={300} disabled={busy} {...form.register('address')} />
        <SelectField
          label="Hostel"
          disabled={busy}
          {...form.register('hostel', {
            onChange: () => {
              form.setValue('floor', '');
              form.setValue('room', '');
            },
          })}
        >
          {hostels.map((h) => (
            <option key={h._id} value={h._id}>
              {h.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Floor"
          disabled={busy || !rooms.isSuccess}
          {...form.register('floor', { onChange: () => form.setValue('room', '') })}
        >
          <option value="">Choose a floor</option>
          {floors.map((f) => (
            <option key={f} value={f}>
              {f === 0 ? 'Ground' : `Floor ${f}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Room"
          disabled={busy || !floor}
          {...form.register('room', {
            // the room's price a bed is where the rent starts from
            onChange: (e) => {
              const room = roomsOnFloor.find((r) => r.roomNo === e.target.value);
              if (room && !form.getValues('rent')) form.setValue('rent', room.pricePerBed);
            },
          })}
        >
          <option value="">Choose a room</option>
          {roomsOnFloor.map((r) => (
            <option key={r.id} value={r.roomNo}>
              Room {r.roomNo} — {r.freeBeds ? `${r.freeBeds} of ${r.beds} beds free` : 'full'}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend>Rent</legend>
          <p>
            Monthly bills cover this resident from the month they moved in. Leave the rent empty to set it up later on
            the rent roll.
          </p>
          <TextField label="Moved in on" type="date" disabled={busy} {...form.register('checkInDate')} />
          <TextField
            label="Rent a month (₹, optional)"
            type="number"
            min={1}
            inputMode="numeric"
            disabled={busy}
            {...form.register('rent')}
          />
          <TextField
            label="Deposit you hold (₹, optional)"
            hint="Recorded as received in cash, so check-out can return it."
            type="number"
            min={0}
            inputMode="numeric"
            disabled={busy}
            {...form.register('depositReceived')}
          />
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Student'}
        </Button>
      </form>
    </Card>
  );
}

/** /owner/add-student: name, email, phone, address (optional), hostel, floor, room (spec 001 §2), and the rent
 * (check-in, rent, deposit held) so the resident is billed. A student takes a bed. */
export default function AddStudentPage() {
  usePageMeta('Add Student');
  const navigate = useNavigate();
  const hostels = useMyHostels();
  useEffect(() => {
    if (!hostels.isError) return;
    toast.error(HOSTELS_NOT_LOADED);
    navigate(ownerPaths.dashboard, { replace: true });
  }, [hostels.isError, navigate]);

  if (!hostels.data) return <Spinner label="Loading your hostels..." showLabel />;
  return (
    <Page $narrow>
      <PageTitle>Add Student</PageTitle>
      {hostels.data.length ? (
        <AddStudentForm hostels={hostels.data} />
      ) : (
        <p>Add a hostel first; students are added to its rooms.</p>
      )}
    </Page>
  );
}
