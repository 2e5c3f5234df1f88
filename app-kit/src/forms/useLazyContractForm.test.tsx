import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { formProblem } from './firstProblem';
import { FORM_CHECK_UNAVAILABLE, useLazyContractForm } from './useLazyContractForm';

const schema = z.object({ email: z.string().trim().email({ error: 'Please enter a valid email address.' }) });

function EmailForm({ loadSchema, onSend }: { loadSchema: () => Promise<typeof schema>; onSend: (v: unknown) => void }) {
  const form = useLazyContractForm(loadSchema, { email: '' });
  return (
    <form method="post" onSubmit={form.handleSubmit(onSend)} onFocus={form.warm} onPointerDown={form.warm} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" {...form.register('email')} />
      {formProblem(form.formState.errors) && <p role="alert">{formProblem(form.formState.errors)}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

it('asks for the schema on the first touch of the form, not before, and checks with it', async () => {
  const loadSchema = jest.fn(() => Promise.resolve(schema));
  const onSend = jest.fn();
  render(<EmailForm loadSchema={loadSchema} onSend={onSend} />);
  expect(loadSchema).not.toHaveBeenCalled(); // rendered without it
  await userEvent.type(screen.getByLabelText('Email'), 'asha@');
  expect(loadSchema).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  expect(onSend).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Email'), 'demo.in ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledWith({ email: 'asha@demo.in' }, expect.anything()); // the schema's output
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

it('a submit while the rules cannot be fetched says so and sends nothing; the next try asks again', async () => {
  let fail = true;
  const loadSchema = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(schema)));
  const onSend = jest.fn();
  render(<EmailForm loadSchema={loadSchema} onSend={onSend} />);
  await userEvent.type(screen.getByLabelText('Email'), 'kavya@demo.in');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(FORM_CHECK_UNAVAILABLE);
  expect(onSend).not.toHaveBeenCalled();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledWith({ email: 'kavya@demo.in' }, expect.anything());
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a form rendered before any script shows its defaults (a select its default option, not its first)', () => {
  const staySchema = z.object({ email: z.string(), months: z.string(), note: z.string() });
  function StayForm() {
    const form = useLazyContractForm(() => Promise.resolve(staySchema), {
      email: 'asha@demo.in',
      months: '3',
      note: '',
    });
    return (
      <form method="post">
        <input aria-label="Email" {...form.register('email')} />
        <select aria-label="Months" {...form.register('months')}>
          <option value="1">1 month</option>
          <option value="3">3 months</option>
        </select>
        <textarea aria-label="Note" {...form.register('note')} />
      </form>
    );
  }
  document.body.innerHTML = renderToString(<StayForm />);
  expect(screen.getByLabelText<HTMLInputElement>('Email').defaultValue).toBe('asha@demo.in');
  expect(screen.getByLabelText<HTMLSelectElement>('Months').value).toBe('3');
  expect(screen.getByRole<HTMLOptionElement>('option', { name: '3 months' }).defaultSelected).toBe(true);
  expect(screen.getByLabelText<HTMLTextAreaElement>('Note').defaultValue).toBe('');
  document.body.innerHTML = '';
});
