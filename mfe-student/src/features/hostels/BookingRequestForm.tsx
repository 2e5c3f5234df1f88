import { errorText, useLazyContractForm } from 'app-kit';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { useRequestBooking } from './queries';
import { studentPaths } from '../../paths';
import { stashBooking, takeStashedBooking, useAskToLogIn, useIntent, useIsStudent } from './visitorIntent';

const today = () => new Date().toISOString().slice(0, 10);
const DURATIONS = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24];
/** The form's rules come with the visitor's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./bookingForm').then((forms) => forms.requestFieldsSchema);

/**
 * 'Request to book': check-in date, months, a note, on the API's rules. The owner answers within 24 hours.
 * A visitor fills it in too: the request waits while they log in, and is sent as soon as they are back.
 */
export function BookingRequestForm({ hostelId, available }: { hostelId: string; available: boolean }) {
  const request = useRequestBooking();
  const form = useLazyContractForm(loadSchema, { checkInDate: '', durationMonths: '3', note: '' });
  const { errors } = form.formState;
  const busy = request.isPending;
  const isStudent = useIsStudent();
  const askToLogIn = useAskToLogIn();
  const [intent, clearIntent] = useIntent();
  const resumed = useRef(false);
  const { mutate } = request;
  useEffect(() => {
    if (intent !== 'book' || !isStudent || resumed.current) return;
    resumed.current = true;
    void takeStashedBooking(hostelId).then((waiting) => waiting && mutate(waiting));
    clearIntent();
  }, [intent, isStudent, hostelId, mutate, clearIntent]);

  if (!available)
    return <Banner tone="warning">This hostel is full right now, so it is not taking booking requests.</Banner>;
  if (request.isSuccess)
    return (
      <Banner tone="success">
        {request.data.message} <Link to={studentPaths.myBookings}>See My bookings</Link>
      </Banner>
    );

  const problem =
    errors.checkInDate?.message ??
    errors.durationMonths?.message ??
    errors.note?.message ??
    (request.isError ? errorText(request.error, 'Could not send your request. Please try again.') : '');
  const submit = form.handleSubmit((fields) => {
    if (isStudent) return request.mutate({ hostelId, ...fields });
    stashBooking({ hostelId, ...fields });
    askToLogIn('book');
  });

  return (
    <form onSubmit={submit} onFocus={form.warm} onPointerDown={form.warm} noValidate aria-label="Request to book">
      {problem && <Banner tone="error">{problem}</Banner>}
      <TextField label="Check-in date" type="date" min={today()} disabled={busy} {...form.register('checkInDate')} />
      <SelectField label="Duration (months)" disabled={busy} {...form.register('durationMonths')}>
        {DURATIONS.map((m) => (
          <option key={m} value={m}>
            {m} month{m > 1 ? 's' : ''}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note to the owner (optional)"
        rows={3}
        maxLength={500}
        disabled={busy}
        {...form.register('note')}
      />
      {!isStudent && <p>You will log in or register as a student first; your request is sent as soon as you do.</p>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Request to book'}
      </Button>
    </form>
  );
}
