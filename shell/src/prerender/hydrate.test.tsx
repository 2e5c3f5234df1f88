// The shell's public pages as a visitor's browser gets them: the build-time HTML (renderPages.tsx), then the app
// hydrated over it (bootstrap.tsx). React must find exactly its own markup: no mismatch, and the DOM kept.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { PRERENDERED_PAGES } from './pages';
import { renderPage } from './renderPages';

// React's act() outside Testing Library's render
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

it.each(Object.keys(PRERENDERED_PAGES))('%s hydrates without a mismatch, keeping its elements', async (path) => {
  const page = await renderPage(path);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${page.body}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const heading = root.querySelector('h1');
  const problems: string[] = [];
  const logged = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.join(' ')));
  try {
    await act(async () => {
      hydrateRoot(root, <App />, { onRecoverableError: (error) => problems.push(String(error)) });
    });
  } finally {
    logged.mockRestore();
  }
  expect(problems).toEqual([]);
  expect(heading).not.toBeNull();
  expect(root.querySelector('h1')).toBe(heading);
});

it('/login: what a visitor typed before the app arrived stays, and is what the form checks and sends', async () => {
  const page = await renderPage('/login');
  window.history.replaceState(null, '', '/login');
  document.body.innerHTML = `<div id="root">${page.body}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const email = screen.getByLabelText('Email') as HTMLInputElement;
  const password = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
  email.value = 'student@demo.in'; // typed into the HTML, before any script
  password.value = 'student123';
  await act(async () => {
    hydrateRoot(root, <App />);
  });
  expect(screen.getByLabelText('Email')).toBe(email);
  expect(email.value).toBe('student@demo.in');
  await userEvent.click(screen.getByRole('button', { name: 'Login as Student' }));
  // checked as typed: no "required" message; the request goes out (and fails here: no server in unit tests)
  expect(await screen.findByRole('alert')).not.toHaveTextContent(/required|valid email/i);
  expect(screen.queryByText('Email is required.')).toBeNull();
});
