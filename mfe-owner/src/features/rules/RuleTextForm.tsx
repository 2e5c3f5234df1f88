import { errorText, useContractForm } from 'app-kit';
import { ruleUpdateBodySchema } from 'contracts';
import { Banner, Button, TextField } from 'shared-ui';

/** One rule's text, on the contract's rule (not empty, at most 300 characters). */
export function RuleTextForm({
  formLabel,
  label,
  initial = '',
  submitLabel,
  onSave,
  onCancel,
  className,
  placeholder,
}: {
  formLabel: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onSave: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  className?: string;
  placeholder?: string;
}) {
  const form = useContractForm(ruleUpdateBodySchema, { text: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await onSave(text);
      form.reset({ text: '' });
    } catch (err) {
      form.setError('root.server', { message: errorText(err, 'Could not save the rule.') });
    }
  });
  const problem = errors.text?.message ?? errors.root?.server?.message;
  return (
    <form method="post" className={className} onSubmit={submit} noValidate aria-label={formLabel}>
      {problem && <Banner tone="error">{problem}</Banner>}
      <TextField
        label={label}
        maxLength={300}
        placeholder={placeholder}
        autoFocus={Boolean(onCancel)}
        aria-invalid={errors.text ? true : undefined}
        {...form.register('text')}
      />
      <span>
        <Button type="submit" $size={onCancel ? 'sm' : undefined} disabled={isSubmitting}>
          {submitLabel}
        </Button>{' '}
        {onCancel && (
          <Button type="button" $size="sm" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </span>
    </form>
  );
}
