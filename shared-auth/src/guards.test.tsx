import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireRole } from './guards';
import { useSession } from './store';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string, clearOnMismatch = false) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/student/*"
          element={
            <RequireRole role="student" clearOnMismatch={clearOnMismatch}>
              <p>student area</p>
            </RequireRole>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const student = { _id: '1', name: 'S', email: 's@x.in', phone: '9999999999', role: 'student' as const };
const owner = { ...student, _id: '2', role: 'owner' as const };

it('lets a student in', () => {
  useSession.getState().setSession('t', student);
  renderAt('/student/hostels');
  expect(screen.getByText('student area')).toBeInTheDocument();
});

it('sends a visitor to /login with the page to come back to', () => {
  useSession.getState().clear();
  renderAt('/student/hostels?area=Adibatla');
  expect(screen.getByText('login page, from /student/hostels?area=Adibatla')).toBeInTheDocument();
});

it('sends another role to /login, logging it out where the route says so', async () => {
  useSession.getState().setSession('t', owner);
  renderAt('/student/hostels', true);
  expect(screen.getByText(/login page/)).toBeInTheDocument();
  await Promise.resolve();
  expect(useSession.getState().user).toBeNull();
});
