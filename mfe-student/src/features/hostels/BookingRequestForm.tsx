import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from 'shared-auth';
import { Banner, Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { studentApi } from '../../api/studentApi';

const today = () => new Date().toISOString().slice(0, 10);
const DURATIONS = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24];

/** 'Request to book': check-in date, months, a note. The owner answers within 24 hours. */
export function BookingRequestForm({ hostelId, available }: { hostelId: string; available: boolean }) {
  const [checkInDate, setCheckInDate] = useState('');
  const [durationMonths, setDuration] = useState('3');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  if (!available)
    return <Banner tone="warning">This hostel is full right now, so it is not taking booking requests.</Banner>;
  if (sent)
    return (
      <Banner tone="success">
        {sent} <Link to="/student/my-bookings">See My bookings</Link>
      </Banner>
    );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checkInDate) return setError('Please choose a check-in date.');
    if (checkInDate < today()) return setError('The check-in date cannot be in the past.');
    setError('');
    setBusy(true);
    try {
      const res = await studentApi.requestBooking({
        hostelId,
        checkInDate,
        durationMonths: Number(durationMonths),
        note: note.trim(),
      });
      setSent(res.message);
    } catch (err) {
      setError(serverMessage(err, 'Could not send your request. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request to book">
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label="Check-in date"
        type="date"
        min={today()}
        value={checkInDate}
        onChange={(e) => setCheckInDate(e.target.value)}
        disabled={busy}
      />
      <SelectField
        label="Duration (months)"
        value={durationMonths}
        onChange={(e) => setDuration(e.target.value)}
        disabled={busy}
      >
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
        value={note}
        onChange={(e) => setNote(e.target.value)}
        disabled={busy}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Request to book'}
      </Button>
    </form>
  );
}
