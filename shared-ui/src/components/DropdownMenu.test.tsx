import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HubThemeProvider } from '../theme/HubThemeProvider';
import { DropdownMenu } from './DropdownMenu';

// Whether Radix's menu module has been asked for: its own file, so this module registry starts without it.
let radixLoaded = false;
jest.mock('./RadixDropdownMenu', () => {
  radixLoaded = true;
  return jest.requireActual('./RadixDropdownMenu');
});

const onLogout = jest.fn();
function AccountMenu() {
  return (
    <HubThemeProvider>
      <button type="button">Before</button>
      <DropdownMenu
        trigger={<button type="button">Demo Student</button>}
        items={[{ label: 'Logout', onSelect: onLogout }]}
      />
    </HubThemeProvider>
  );
}

it("asks for the menu's code when someone reaches for it, not when it is rendered; a focused trigger keeps the focus", async () => {
  render(<AccountMenu />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(radixLoaded).toBe(false); // rendered, not reached for
  const plain = screen.getByRole('button', { name: 'Demo Student' });
  expect(plain).toHaveAttribute('aria-haspopup', 'menu'); // a menu button from the start
  expect(plain).not.toHaveAttribute('data-state'); // not Radix's yet

  screen.getByRole('button', { name: 'Before' }).focus();
  await userEvent.tab(); // the keyboard reaches the trigger
  expect(radixLoaded).toBe(true);
  // Radix's trigger replaces the plain one, and takes over its focus
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Demo Student' })).toHaveAttribute('data-state', 'closed'),
  );
  expect(screen.getByRole('button', { name: 'Demo Student' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalled();
});
