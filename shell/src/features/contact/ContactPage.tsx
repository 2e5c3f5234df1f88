import { useState, type FormEvent } from 'react';
import { authApi, isNetworkError, serverMessage } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, TextAreaField, TextField } from 'shared-ui';
import { isEmail } from '../auth/validation';

const empty = { name: '', email: '', message: '' };

export default function ContactPage() {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess('');
    if (!form.name.trim() || !form.email.trim() || !form.message.trim()) return setError('Please fill all fields.');
    if (!isEmail(form.email)) return setError('Please enter a valid email address.');
    setError('');
    setBusy(true);
    try {
      await authApi.contact({ name: form.name.trim(), email: form.email.trim(), message: form.message.trim() });
      setSuccess('Message sent successfully!');
      setForm(empty);
    } catch (err) {
      setError(
        isNetworkError(err)
          ? 'Something went wrong. Please try again later.'
          : `Failed to send message: ${serverMessage(err, 'unknown error')}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page $narrow>
      <PageTitle>Contact Us</PageTitle>
      <Card>
        <p>Questions about a hostel, a booking or your account? Write to us and we will answer by e-mail.</p>
        {error && <Banner tone="error">{error}</Banner>}
        {success && <Banner tone="success">{success}</Banner>}
        <form onSubmit={onSubmit} noValidate aria-label="Contact us">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={set('name')}
            disabled={busy}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            disabled={busy}
          />
          <TextAreaField
            label="Message"
            name="message"
            rows={6}
            value={form.message}
            onChange={set('message')}
            disabled={busy}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
