import { useQuery } from '@tanstack/react-query';
import { errorText, profileQuery, useLazyContractForm } from 'app-kit';
import { BOOKING_MESSAGES, dueAtCheckIn, genderFits, type HostelDetail } from 'contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, formatRupees, SelectField, TextAreaField, TextField } from 'shared-ui';
import { useRequestBooking } from './queries';
import { studentPaths } from '../../paths';
import { SharingChoice } from './SharingChoice';
import { stashBooking, takeStashedBooking, useAskToLogIn, useIntent, useIsStudent } from './visitorIntent';

const today = () => new Date().toISOString().slice(0, 10);
const DURATIONS = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24];
/** The form's rules come with the visitor's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./bookingForm').then((forms) => forms.requestFieldsSchema);

export type BookableHostel = Pick<HostelDetail, 'id' | 'type' | 'price' | 'available' | 'roomOptions' | 'deposit'>;

/**
 * 'Request to book': a sharing option (its price and what is due at check-in shown before sending), check-in date,
 * months and a note, on the API's rules. A visitor fills it in too: the request waits while they log in or register,
 * and is sent as soon as they are back as a student.
 */
export function BookingRequestForm({ hostel }: { hostel: BookableHostel }) {
  const request = useRequestBooking();
  const options = hostel.roomOptions;
  const firstFree = options.find((o) => o.bedsFree > 0)?.sharing;
  const form = useLazyContractForm(loadSchema, {
    checkInDate: '',
    durationMonths: '3',
    note: '',
    sharing: options.length === 1 ? firstFree : undefined,
  });
  const { errors } = form.formState;
  const busy = request.isPending;
  const isStudent = useIsStudent();
  const profile = useQuery({ ...profileQuery, enabled: isStudent });
  const askToLogIn = useAskToLogIn();
  const [intent, clearIntent] = useIntent();
  const resumed = useRef(false);
  const { mutate } = request;
  useEffect(() => {
    if (intent !== 'book' || !isStudent || resumed.current) return;
    resumed.current = true;
    void takeStashedBooking(hostel.id).then((waiting) => waiting && mutate(waiting));
    clearIntent();
  }, [intent, isStudent, hostel.id, mutate, clearIntent]);

  const chosen = options.find((o) => o.sharing === form.watch('sharing'));
  const allFull = options.length > 0 && options.every((o) => o.bedsFree <= 0);
  if (!hostel.available && !allFull)
    return <Banner tone="warning">This hostel is full right now, so it is not taking booking requests.</Banner>;
  if (request.isSuccess)
    return (
      <Banner tone="success">
        {request.data.message} <Link to={studentPaths.myBookings}>See My bookings</Link>
      </Banner>
    );
  if (isStudent && profile.data && !genderFits(hostel.type, profile.data.gender))
    return <Banner tone="info">{BOOKING_MESSAGES.genderMismatch(hostel.type)}</Banner>;

  const problem =
    errors.sharing?.message ??
    errors.checkInDate?.message ??
    errors.durationMonths?.message ??
    errors.note?.message ??
    (request.isError ? errorText(request.error, 'Could not send your request. Please try again.') : '');
  const submit = form.handleSubmit((fields) => {
    if (options.length && !fields.sharing) {
      form.setError('sharing', { message: BOOKING_MESSAGES.chooseSharing });
      return;
    }
    if (isStudent) return request.mutate({ hostelId: hostel.id, ...fields });
    stashBooking({ hostelId: hostel.id, ...fields });
    askToLogIn('book');
  });
  const due = dueAtCheckIn(chosen?.pricePerBed ?? hostel.price, hostel.deposit);

  return (
    <form
      method="post"
      onSubmit={submit}
      onFocus={form.warm}
      onPointerDown={form.warm}
      noValidate
      aria-label="Request to book"
    >
      {problem && <Banner tone="error">{problem}</Banner>}
      {options.length > 0 && (
        <SharingChoice
          hostelId={hostel.id}
          options={options}
          field={form.register('sharing')}
          disabled={busy}
          canWait={isStudent}
          onWaitAsVisitor={() => askToLogIn('book')}
        />
      )}
      {allFull ? (
        <p>Every option is full right now. Join a waitlist above and we will tell you when a bed frees up.</p>
      ) : (
        <>
          <TextField
            label="Check-in date"
            type="date"
            min={today()}
            disabled={busy}
            {...form.register('checkInDate')}
          />
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
          {(chosen || !options.length) && (
            <p aria-live="polite">
              Due at check-in: first month {formatRupees(due.firstMonth)} + deposit {formatRupees(due.deposit)} ={' '}
              <strong>{formatRupees(due.total)}</strong>
            </p>
          )}
          {!isStudent && <p>You will log in or register as a student first; your request is sent as soon as you do.</p>}
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Request to book'}
          </Button>
        </>
      )}
    </form>
  );
}
