import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from 'contracts';
import { ROLE_LABELS, serverMessage, useAuthActions } from 'shared-auth';
import { Banner, Button, TextField } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { PasswordField } from './PasswordField';
import { RoleToggle } from './RoleToggle';
import { validateRegister, type RegisterForm } from './validation';

const empty: RegisterForm = { name: '', email: '', phone: '', password: '', confirmPassword: '', hostelName: '' };

export default function RegisterPage() {
  const { register } = useAuthActions();
  const [role, setRole] = useState<Role>('student');
  const [form, setForm] = useState<RegisterForm>(empty);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: keyof RegisterForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateRegister(form, role);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await register({
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        password: form.password,
        role,
        ...(role === 'owner' ? { hostelName: form.hostelName.trim() } : {}),
      });
    } catch (err) {
      setError(serverMessage(err, 'Registration failed. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1>{ROLE_LABELS[role]} Registration</h1>
      <RoleToggle role={role} onChange={setRole} disabled={busy} />
      {error && <Banner tone="error">{error}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label={`${ROLE_LABELS[role]} registration`}>
        <TextField
          label="Full name"
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
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint="10 digits"
          value={form.phone}
          onChange={set('phone')}
          disabled={busy}
        />
        {role === 'owner' && (
          <TextField
            label="Hostel name"
            name="hostelName"
            value={form.hostelName}
            onChange={set('hostelName')}
            disabled={busy}
          />
        )}
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={form.password}
          onChange={set('password')}
          disabled={busy}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          disabled={busy}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Registering...' : `Register as ${ROLE_LABELS[role]}`}
        </Button>
      </form>
      <AuthLinks>
        <span>
          Already have an account? <Link to="/login">Login here</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
