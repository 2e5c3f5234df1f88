import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, HubThemeProvider, Pager, Tabs, TextField, useThemeMode, DARK_MODE_KEY } from '../index';

const wrap = (ui: React.ReactElement) => render(<HubThemeProvider>{ui}</HubThemeProvider>);

it('associates a field with its label, hint and error', () => {
  wrap(<TextField label="Email" hint="We never share it" error="Please enter your email." />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAccessibleDescription('We never share it Please enter your email.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

it('moves between tabs with the arrow keys', async () => {
  function Demo() {
    const [tab, setTab] = useState<'personal' | 'security'>('personal');
    return (
      <Tabs
        label="Settings"
        tabs={[
          { id: 'personal', label: 'Personal' },
          { id: 'security', label: 'Security' },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab} panel
      </Tabs>
    );
  }
  wrap(<Demo />);
  // Radix's code arrives in its own chunk: the arrow keys work from then on
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('data-orientation'));
  await userEvent.click(screen.getByRole('tab', { name: 'Personal' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Security' })).toHaveTextContent('security panel');
});

it('confirm dialog: Escape cancels, the confirm button confirms', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  wrap(
    <ConfirmDialog
      open
      title="Delete hostel"
      message="Are you sure you want to delete this hostel?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  expect(await screen.findByRole('alertdialog', { name: 'Delete hostel' })).toHaveTextContent(
    'Are you sure you want to delete this hostel?',
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('confirm dialog keeps focus inside while open and gives it back when it closes', async () => {
  function Demo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete…
        </button>
        <ConfirmDialog
          open={open}
          title="Delete rule"
          message="Are you sure?"
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }
  wrap(<Demo />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete…' })).toHaveFocus();
});

it('dark mode is off by default, persists and marks the document', () => {
  expect(useThemeMode.getState().dark).toBe(false);
  useThemeMode.getState().toggle();
  expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
  expect(document.documentElement).toHaveClass('dark');
  useThemeMode.getState().toggle();
  expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
  expect(document.documentElement).not.toHaveClass('dark');
});

it('pager: previous and next with their own words, the ends disabled, nothing for one page', async () => {
  function Demo({ totalPages }: { totalPages: number }) {
    const [page, setPage] = useState(1);
    return (
      <Pager page={page} totalPages={totalPages} onPage={setPage} label="Review pages" previous="Newer" next="Older" />
    );
  }
  const { unmount } = wrap(<Demo totalPages={2} />);
  const pages = screen.getByRole('navigation', { name: 'Review pages' });
  expect(pages).toHaveTextContent('Page 1 of 2');
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Older' }));
  expect(pages).toHaveTextContent('Page 2 of 2');
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  unmount();
  wrap(<Demo totalPages={1} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
