import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondWith } from '../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../tools/jest/render';
import { EmailSettingsCard } from './EmailSettingsCard';

it('turns a kind of e-mail off and saves only what is off', async () => {
  const saved: unknown[] = [];
  const kinds = [
    { kind: 'booking-request', label: 'A student asks to book one of my hostels', enabled: true },
    { kind: 'payment-reported', label: 'A student says they paid rent', enabled: true },
  ];
  respondWith({
    'GET /api/auth/email-settings': { status: 200, data: { kinds } },
    'PUT /api/auth/email-settings': (config) => {
      const body = JSON.parse(String(config.data)) as { off: string[] };
      saved.push(body);
      return { status: 200, data: { kinds: kinds.map((k) => ({ ...k, enabled: !body.off.includes(k.kind) })) } };
    },
  });
  renderWithRouter(<EmailSettingsCard />);
  const paid = await screen.findByRole('checkbox', { name: 'A student says they paid rent' });
  expect(paid).toBeChecked();
  await userEvent.click(paid);
  await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
  expect(await screen.findByText('E-mail settings saved.')).toBeInTheDocument();
  expect(saved).toEqual([{ off: ['payment-reported'] }]);
  expect(screen.getByRole('checkbox', { name: 'A student says they paid rent' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'A student asks to book one of my hostels' })).toBeChecked();
});
