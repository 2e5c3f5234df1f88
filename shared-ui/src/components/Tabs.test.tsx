import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HubThemeProvider, Tabs } from '../index';

// Its own file: the first tabs this module registry shows, so Radix's chunk has not arrived yet.
it('a click switches tabs even before the Radix code has arrived, with the same roles', async () => {
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
        personal panel
      </Tabs>
    </HubThemeProvider>,
  );
  expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Personal' })).not.toHaveAttribute('aria-controls'); // still the plain tabs
  expect(screen.getByRole('tabpanel', { name: 'Personal' })).toHaveTextContent('personal panel');
  fireEvent.click(screen.getByRole('tab', { name: 'Security' }));
  expect(onChange).toHaveBeenCalledWith('security');
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-controls'));
});
