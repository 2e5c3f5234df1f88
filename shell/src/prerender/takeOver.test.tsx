// The hand-over from a prerendered view to the app's first render: the same container, one commit, and what the
// visitor typed meanwhile kept (as real typing, so the form's own state has it). The two renders give a field
// different ids (React's useId counts differently on the server): a field is known by its name.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { prerenderedView } from './takeOver';

function prerenderedLogin() {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '/login');
  root.innerHTML =
    '<form><label for="«R1»">Email</label><input id="«R1»" name="email" type="email" value="">' +
    '<label for="«R2»">Remember me</label><input id="«R2»" name="remember" type="checkbox"></form>';
  document.body.append(root);
  document.documentElement.dataset.prerendered = 'stale';
  return root;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let submitted: unknown = null;
function LoginForm() {
  const { register, handleSubmit } = useForm({ defaultValues: { email: '', remember: false } });
  return (
    <form onSubmit={handleSubmit((values) => (submitted = values))}>
      <label htmlFor="app-email">Email</label>
      <input id="app-email" type="email" {...register('email')} />
      <label htmlFor="app-remember">Remember me</label>
      <input id="app-remember" type="checkbox" {...register('remember')} />
      <button type="submit">Login</button>
    </form>
  );
}

it("keeps what was typed into the prerendered form and the focus, in the app's own form state", async () => {
  const root = prerenderedLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'asha@demo.in');
  await userEvent.click(screen.getByLabelText('Remember me'));
  screen.getByLabelText('Email').focus();

  const view = prerenderedView(root);
  render(<LoginForm />, { container: root });
  act(() => view?.handOver());
  await nextFrame();

  expect(root.querySelectorAll('input[name=email]')).toHaveLength(1); // the app's form replaced the view's
  expect(screen.getByLabelText('Email')).toHaveValue('asha@demo.in');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Remember me')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(submitted).toEqual({ email: 'asha@demo.in', remember: true });
  // and the view is shown again if it was hidden as stale, and no longer marked as prerendered
  expect(root).not.toHaveAttribute('data-prerendered');
  expect(document.documentElement.dataset.prerendered).toBeUndefined();
  root.remove();
});

it('keeps what is typed and where the focus goes while the app renders, up to its commit', async () => {
  const root = prerenderedLogin();
  const view = prerenderedView(root); // the app starts rendering now; the visitor goes on typing
  await userEvent.type(screen.getByLabelText('Email'), 'kavya@demo.in');
  screen.getByLabelText('Email').focus();

  render(<LoginForm />, { container: root });
  act(() => view?.handOver());

  expect(screen.getByLabelText('Email')).toHaveValue('kavya@demo.in');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Remember me')).not.toBeChecked();
  root.remove();
});

it('keeps the page where the visitor scrolled it before the app drew, though the router scrolls to the top', async () => {
  const root = prerenderedLogin();
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
  }) as typeof window.scrollTo);
  try {
    const view = prerenderedView(root);
    y = 640; // the visitor reads on while the app renders
    window.dispatchEvent(new Event('scroll'));
    render(<LoginForm />, { container: root });
    window.scrollTo(0, 0); // the router's ScrollRestoration, in the first commit
    act(() => view?.handOver());
    expect(root).toHaveAttribute('data-prerendered'); // put right with the next frame, before it is painted
    await nextFrame();
    expect(window.scrollY).toBe(640);
    expect(root).not.toHaveAttribute('data-prerendered');
    // once handed over, scrolling is the app's business
    y = 10;
    window.dispatchEvent(new Event('scroll'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  } finally {
    scrollTo.mockRestore();
    Reflect.deleteProperty(window, 'scrollY');
    root.remove();
  }
});

it('is no view at all on a page that came without one', () => {
  const root = document.createElement('div');
  expect(prerenderedView(root)).toBeNull();
});
