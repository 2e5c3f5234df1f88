import { useState, type FormEvent } from 'react';
import type { PayoutMethodPayload, PayoutType } from 'contracts';
import { Banner, Button, SelectField, TextField } from 'shared-ui';

const emptyBank = { accountNumber: '', ifscCode: '', bankName: '', accountHolderName: '' };

/** Add a payout method: BANK_TRANSFER by default; changing the type clears every detail field (spec 001 §4). */
export function PayoutMethodForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (payload: PayoutMethodPayload) => Promise<boolean>;
}) {
  const [type, setType] = useState<PayoutType>('BANK_TRANSFER');
  const [bank, setBank] = useState(emptyBank);
  const [upiId, setUpiId] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState('');

  const changeType = (next: PayoutType) => {
    setType(next);
    setBank(emptyBank);
    setUpiId('');
    setError('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (type === 'BANK_TRANSFER' && Object.values(bank).some((v) => !v.trim()))
      return setError('Please fill in the account number, IFSC code, bank name and account holder name.');
    if (type === 'UPI' && !upiId.trim()) return setError('Please enter your UPI ID.');
    setError('');
    const payload: PayoutMethodPayload =
      type === 'UPI'
        ? { type, details: { upiId: upiId.trim() }, isDefault }
        : {
            type,
            details: {
              accountNumber: bank.accountNumber.trim(),
              ifscCode: bank.ifscCode.trim().toUpperCase(),
              bankName: bank.bankName.trim(),
              accountHolderName: bank.accountHolderName.trim(),
            },
            isDefault,
          };
    if (await onSubmit(payload)) {
      setBank(emptyBank);
      setUpiId('');
      setIsDefault(false);
    }
  };

  const setField = (field: keyof typeof emptyBank) => (e: { target: { value: string } }) =>
    setBank((b) => ({ ...b, [field]: e.target.value }));

  return (
    <form onSubmit={submit} noValidate aria-label="Add payout method">
      {error && <Banner tone="error">{error}</Banner>}
      <SelectField
        label="Payout type"
        value={type}
        onChange={(e) => changeType(e.target.value as PayoutType)}
        disabled={busy}
      >
        <option value="BANK_TRANSFER">Bank transfer</option>
        <option value="UPI">UPI</option>
      </SelectField>
      {type === 'BANK_TRANSFER' ? (
        <>
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            value={bank.accountNumber}
            onChange={setField('accountNumber')}
            disabled={busy}
          />
          <TextField
            label="IFSC code"
            maxLength={11}
            hint="For example SBIN0001234"
            value={bank.ifscCode}
            onChange={setField('ifscCode')}
            disabled={busy}
          />
          <TextField
            label="Bank name"
            maxLength={100}
            value={bank.bankName}
            onChange={setField('bankName')}
            disabled={busy}
          />
          <TextField
            label="Account holder name"
            maxLength={100}
            value={bank.accountHolderName}
            onChange={setField('accountHolderName')}
            disabled={busy}
          />
        </>
      ) : (
        <TextField
          label="UPI ID"
          placeholder="name@bank"
          maxLength={100}
          value={upiId}
          onChange={(e) => setUpiId(e.target.value)}
          disabled={busy}
        />
      )}
      <p>
        <label>
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} disabled={busy} />{' '}
          Set as default payout method
        </label>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Add Payout Method'}
      </Button>
    </form>
  );
}
