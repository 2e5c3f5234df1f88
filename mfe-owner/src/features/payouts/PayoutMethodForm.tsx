import { useContractForm } from 'app-kit';
import { type PayoutMethodPayload, type PayoutType, payoutMethodBodySchema } from 'contracts';
import type { FieldError } from 'react-hook-form';
import { Banner, Button, SelectField, TextField } from 'shared-ui';

const emptyBank = { accountNumber: '', ifscCode: '', bankName: '', accountHolderName: '' };
const emptyMethod: PayoutMethodPayload = { type: 'BANK_TRANSFER', details: emptyBank, isDefault: false };

/**
 * Add a payout method: BANK_TRANSFER by default; changing the type clears every detail field (spec 001 §4).
 * The rules are the API's (IFSC and UPI ID formats included), checked before anything is sent.
 */
export function PayoutMethodForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (payload: PayoutMethodPayload) => Promise<boolean>;
}) {
  const form = useContractForm(payoutMethodBodySchema, emptyMethod);
  const type = form.watch('type');
  // the first problem, in the order of the fields
  const details = form.formState.errors.details as Record<string, FieldError | undefined> | undefined;
  const problem =
    form.formState.errors.type?.message ??
    (['accountNumber', 'ifscCode', 'bankName', 'accountHolderName', 'upiId'] as const)
      .map((field) => details?.[field]?.message)
      .find(Boolean) ??
    form.formState.errors.details?.message;

  const submit = form.handleSubmit(async (payload) => {
    if (await onSubmit(payload)) form.reset(emptyMethod);
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Add payout method">
      {problem && <Banner tone="error">{problem}</Banner>}
      <SelectField
        label="Payout type"
        disabled={busy}
        {...form.register('type', {
          onChange: (e: { target: { value: PayoutType } }) => {
            form.setValue('details', e.target.value === 'UPI' ? { upiId: '' } : emptyBank);
            form.clearErrors();
          },
        })}
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
            disabled={busy}
            {...form.register('details.accountNumber')}
          />
          <TextField
            label="IFSC code"
            maxLength={11}
            hint="For example SBIN0001234"
            disabled={busy}
            {...form.register('details.ifscCode')}
          />
          <TextField label="Bank name" maxLength={100} disabled={busy} {...form.register('details.bankName')} />
          <TextField
            label="Account holder name"
            maxLength={100}
            disabled={busy}
            {...form.register('details.accountHolderName')}
          />
        </>
      ) : (
        <TextField
          label="UPI ID"
          placeholder="name@bank"
          maxLength={100}
          disabled={busy}
          {...form.register('details.upiId')}
        />
      )}
      <p>
        <label>
          <input type="checkbox" disabled={busy} {...form.register('isDefault')} /> Set as default payout method
        </label>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Add Payout Method'}
      </Button>
    </form>
  );
}
