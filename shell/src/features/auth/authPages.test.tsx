import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../../tools/jest/render';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { RESET_EMAIL_KEY } from './resetEmail';
import { LOGIN_CODE_SENT } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';

describe('login', () => {
  it('asks for both fields with the spec message, not a browser bubble', async () => {
    renderWithRouter(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login as Student' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields.');
  });

  it('follows the chosen role in its title and button, and shows the test credentials', async () => {
    renderWithRouter(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Hostel Owner' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hostel Owner Login');
    expect(screen.getByRole('button', { name: 'Login as Hostel Owner' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test credentials' })).toHaveTextContent('owner@demo.in / owner123');
  });

  it('asks for the e-mailed code when the API says the account needs one, and sends it with the password', async () => {
    const sent: Array<Record<string, string>> = [];
    respondWith({
      'POST /api/auth/login': (request) => {
        const body = JSON.parse(request.data) as Record<string, string>;
        sent.push(body);
        return body.otp
          ? { status: 401, data: { message: 'The code is not right. Please check the e-mail and try again.' } }
          : { status: 401, data: { message: LOGIN_CODE_SENT } };
      },
    });
    renderWithRouter(<LoginPage />, { path: '/login' });
    expect(screen.queryByLabelText('One-time code from the e-mail')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'student@demo.in');
    await userEvent.type(screen.getByLabelText('Password'), 'student123');
    await userEvent.click(screen.getByRole('button', { name: 'Login as Student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_CODE_SENT);
    await userEvent.type(screen.getByLabelText('One-time code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login as Student' }));
    expect(await screen.findByText(/The code is not right/)).toBeInTheDocument();
    expect(sent.map((b) => b.otp)).toEqual([undefined, '123456']);
  });

  it.each([
    ['Student', 'Are you a hostel owner? Choose Hostel Owner above.'],
    ['Hostel Owner', 'Are you a student? Choose Student above.'],
  ])('a failed login on the %s tab names the other tab', async (tab, hint) => {
    respondWith({
      'POST /api/auth/login': { status: 401, data: { message: 'Invalid email or password for this account.' } },
    });
    renderWithRouter(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: tab }));
    await userEvent.type(screen.getByLabelText('Email'), 'someone@demo.in');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Login as ${tab}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Invalid email or password for this account.${hint}`);
  });

  it('shows and hides the password', async () => {
    renderWithRouter(<LoginPage />, { path: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('register', () => {
  const fill = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: /^Register as/ }));
  };
  const base = {
    'Full name': 'Asha',
    Email: 'asha@example.in',
    Phone: '9876543210',
    Password: 'secret1',
    'Confirm password': 'secret1',
  };

  it.each([
    [{ ...base, 'Confirm password': 'secret2' }, 'Passwords do not match!'],
    [{ ...base, Password: 'abc', 'Confirm password': 'abc' }, 'Password must be at least 6 characters long.'],
    [{ ...base, Phone: '98765' }, 'Please enter a valid 10-digit phone number.'],
  ])('refuses bad input with the spec message (%#)', async (fields, message) => {
    renderWithRouter(<RegisterPage />, { path: '/register' });
    await fill(fields);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('asks owners for a hostel name', async () => {
    renderWithRouter(<RegisterPage />, { path: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Hostel Owner' }));
    await userEvent.type(screen.getByLabelText('Hostel name'), '   ');
    await fill(base);
    expect(screen.getByRole('alert')).toHaveTextContent('Hostel name is required for owners.');
  });
});

describe('password reset', () => {
  it('forgot password needs an email', async () => {
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
  });

  it('reset without a stored email sends the user back', () => {
    renderWithRouter(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('No email found. Please go through Forgot Password again.');
  });

  it('reset checks the fields with the spec messages', async () => {
    localStorage.setItem(RESET_EMAIL_KEY, 'asha@example.in');
    renderWithRouter(<ResetPasswordPage />, { path: '/reset-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  });
});
