import { errorText, useContractForm } from 'app-kit';
import { bookingRequestBodySchema } from 'contracts';
import { Link } from 'react-router-dom';
import { Banner, Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { useRequestBooking } from './queries';
import { studentPaths } from '../../paths';

const today = () => new Date().toISOString().slice(0, 10);
const DURATIONS = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24];
/** The request's own fields; the hostel is the page's. */
const requestFieldsSchema = bookingRequestBodySchema.omit({ hostelId: true });

/** 'Request to book': check-in date, months, a note, on the API's rules. The owner answers within 24 hours. */
export function BookingRequestForm({ hostelId, available }: { hostelId: string; available: boolean }) {
  const request = useRequestBooking();
  const form = useContractForm(requestFieldsSchema, { checkInDate: '', durationMonths: '3', note: '' });
  const { errors } = form.formState;
  const busy = request.isPending;

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
  const submit = form.handleSubmit((fields) => request.mutate({ hostelId, ...fields }));

  return (
    <form onSubmit={submit} noValidate aria-label="Request to book">
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
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Request to book'}
      </Button>
    </form>
  );
}
