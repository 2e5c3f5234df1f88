import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutMethodPayload } from 'contracts';
import { renderWithRouter } from '../../../../tools/jest/render';
import { PayoutMethodForm } from './PayoutMethodForm';

const setup = () => {
  const submitted: PayoutMethodPayload[] = [];
  renderWithRouter(<PayoutMethodForm busy={false} onSubmit={async (p) => (submitted.push(p), true)} />);
  return submitted;
};

it("starts as a bank transfer and needs all four bank fields, by the API's rules", async () => {
  const submitted = setup();
  expect(screen.getByLabelText('Payout type')).toHaveValue('BANK_TRANSFER');
  await userEvent.type(screen.getByLabelText('Account number'), '123456789012');
  await userEvent.click(screen.getByRole('button', { name: 'Add Payout Method' }));
  expect(screen.getByRole('alert')).toHaveTextContent('IFSC code is required.');
  await userEvent.type(screen.getByLabelText('IFSC code'), 'SBIN123');
  await userEvent.type(screen.getByLabelText('Bank name'), 'SBI');
  await userEvent.type(screen.getByLabelText('Account holder name'), 'Ravi');
  await userEvent.click(screen.getByRole('button', { name: 'Add Payout Method' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Enter a valid IFSC code/);
  expect(submitted).toEqual([]);
});

it('clears every detail when the type changes', async () => {
  setup();
  await userEvent.type(screen.getByLabelText('Account number'), '123456789012');
  await userEvent.selectOptions(screen.getByLabelText('Payout type'), 'UPI');
  expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('UPI ID'), 'me@upi');
  await userEvent.selectOptions(screen.getByLabelText('Payout type'), 'BANK_TRANSFER');
  expect(screen.getByLabelText('Account number')).toHaveValue('');
  await userEvent.selectOptions(screen.getByLabelText('Payout type'), 'UPI');
  expect(screen.getByLabelText('UPI ID')).toHaveValue('');
});

it('sends type, details and isDefault, then empties the form', async () => {
  const submitted = setup();
  await userEvent.type(screen.getByLabelText('Account number'), '123456789012');
  await userEvent.type(screen.getByLabelText('IFSC code'), 'sbin0001234');
  await userEvent.type(screen.getByLabelText('Bank name'), 'SBI');
  await userEvent.type(screen.getByLabelText('Account holder name'), 'Ravi');
  await userEvent.click(screen.getByLabelText('Set as default payout method'));
  await userEvent.click(screen.getByRole('button', { name: 'Add Payout Method' }));
  expect(submitted).toEqual([
    {
      type: 'BANK_TRANSFER',
      details: { accountNumber: '123456789012', ifscCode: 'SBIN0001234', bankName: 'SBI', accountHolderName: 'Ravi' },
      isDefault: true,
    },
  ]);
  expect(screen.getByLabelText('Account number')).toHaveValue('');
});

it('needs a UPI ID for UPI', async () => {
  const submitted = setup();
  await userEvent.selectOptions(screen.getByLabelText('Payout type'), 'UPI');
  await userEvent.click(screen.getByRole('button', { name: 'Add Payout Method' }));
  expect(screen.getByRole('alert')).toHaveTextContent('UPI ID is required.');
  await userEvent.type(screen.getByLabelText('UPI ID'), 'not-an-id');
  await userEvent.click(screen.getByRole('button', { name: 'Add Payout Method' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid UPI ID, like name@bank.');
  expect(submitted).toEqual([]);
});
