import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HubThemeProvider, Tabs } from '../index';

// Its own file: the first tabs this module registry shows, so Radix's chunk has not arrived yet.
it('before the Radix code arrives a click already switches, with the same roles; what is typed in the panel stays when it arrives', async () => {
  const onChange = jest.fn();
  render(
    <HubThemeProvider>
      <Tabs
        label="Settings"
        tabs={[
          { id: 'personal', label: 'Personal' },
          { id: 'security', label: 'Security' },
        ]}
        active="personal"
        onChange={onChange}
      >
        <label>
          Username <input />
        </label>
      </Tabs>
    </HubThemeProvider>,
  );
  expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Personal' })).not.toHaveAttribute('data-orientation'); // the plain tabs
  expect(screen.getByRole('tabpanel', { name: 'Personal' })).toContainElement(screen.getByLabelText('Username'));
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'asha_k' } });
  fireEvent.click(screen.getByRole('tab', { name: 'Security' }));
  expect(onChange).toHaveBeenCalledWith('security');

  // Radix's tab list has arrived: the panel and what was typed in it are the same
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('data-orientation'));
  expect(screen.getByLabelText('Username')).toHaveValue('asha_k');
  const panel = screen.getByRole('tabpanel', { name: 'Personal' });
  expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-controls', panel.id);
});
