import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm, usePageMeta } from 'app-kit';
import { type AlertMessageType, alertBodySchema, type OwnerStudent } from 'contracts';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { isNetworkError, useAuth } from 'shared-auth';
import { Banner, Button, Page, PageTitle, SelectField, TextAreaField } from 'shared-ui';
import styled from 'styled-components';
import { ownerApi } from '../../api/ownerApi';
import { LocalThemeCard } from '../../shared/LocalThemeCard';
import { studentsQuery } from '../students/queries';
import { StudentMultiSelect } from './StudentMultiSelect';

export const MESSAGE_TYPES: Array<{ value: AlertMessageType; label: string }> = [
  { value: 'holiday', label: 'Holiday Notice' },
  { value: 'fee', label: 'Fee Reminder' },
  { value: 'welcome', label: 'Welcome Message' },
  { value: 'others', label: 'Other hostel related Message' },
];
export const TEXTS = {
  chooseType: 'Please select a message type!',
  incomplete: 'Please enter a message and select at least one student.',
  generated: '✨ Template generated successfully!',
  generateFailed: '❌ Failed to generate template. Please try again.',
  generateNetwork: '❌ Error generating template. Please check your network or try again.',
  sent: 'Alerts sent successfully ✅',
};
export const PLACEHOLDER_HOSTEL_NAME = 'Your Hostel Name';

const Preview = styled.section`
  margin: 0 0 1rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 { margin: 0 0 0.4rem; font-size: 1rem; }
  p { margin: 0; white-space: pre-wrap; }
`;

/** The drafter was asked before a message type was chosen. */
class NoMessageType extends Error {}

function AlertForm({ students }: { students: OwnerStudent[] }) {
  const { user } = useAuth();
  const form = useContractForm(alertBodySchema, {
    messageType: '' as AlertMessageType,
    message: '',
    studentIds: [],
  });
  const { errors } = form.formState;
  const message = form.watch('message');

  const addressee = () => {
    const selected = form.getValues('studentIds');
    if (selected.length !== 1) return 'Students';
    const one = students.find((s) => s._id === selected[0]);
    return one?.name.trim().split(/\s+/)[0] || 'Students';
  };

  const draft = useMutation({
    mutationFn: async () => {
      const messageType = form.getValues('messageType');
      if (!messageType) throw new NoMessageType(TEXTS.chooseType);
      const { text } = await ownerApi.draft({
        purpose: 'alert',
        messageType,
        addressee: addressee(),
        hostelName: user?.hostelName?.trim() || PLACEHOLDER_HOSTEL_NAME,
      });
      if (!text) throw new Error('empty');
      return text;
    },
    onSuccess: (text) => form.setValue('message', text),
  });
  const send = useMutation({
    mutationFn: ownerApi.sendAlerts,
    onSuccess: () => form.reset(),
  });
  const busy = draft.isPending || send.isPending;

  const generate = () => {
    form.clearErrors();
    send.reset();
    draft.mutate();
  };
  const submit = (event: FormEvent) => {
    draft.reset();
    send.reset();
    return form.handleSubmit((alert) => send.mutate(alert))(event);
  };

  // the spec's order: a message and students first, then the type
  const invalid = errors.message?.message ?? errors.studentIds?.message ?? errors.messageType?.message;
  const notice: { tone: 'error' | 'success'; text: string } | null = invalid
    ? { tone: 'error', text: invalid }
    : draft.isError
      ? {
          tone: 'error',
          text:
            draft.error instanceof NoMessageType
              ? TEXTS.chooseType
              : isNetworkError(draft.error)
                ? TEXTS.generateNetwork
                : TEXTS.generateFailed,
        }
      : draft.isSuccess
        ? { tone: 'success', text: TEXTS.generated }
        : send.isError
          ? { tone: 'error', text: errorText(send.error, 'Could not send the alerts. Please try again.') }
          : send.isSuccess
            ? { tone: 'success', text: TEXTS.sent }
            : null;

  return (
    <LocalThemeCard title="New alert" label="alerts">
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <form method="post" onSubmit={submit} noValidate aria-label="Send alerts">
        <SelectField label="Message type" disabled={send.isPending} {...form.register('messageType')}>
          <option value="">Choose type (Holiday, Fee, Welcome...)</option>
          {MESSAGE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="studentIds"
          render={({ field }) => (
            <StudentMultiSelect
              students={students}
              selected={field.value}
              onChange={field.onChange}
              disabled={send.isPending}
            />
          )}
        />
        <TextAreaField
          label="Message"
          rows={5}
          placeholder="Type your message here or use AI to generate"
          maxLength={1000}
          disabled={busy}
          {...form.register('message')}
        />
        {message.trim() && (
          <Preview aria-labelledby="preview-title">
            <h3 id="preview-title">Message Preview</h3>
            <p>{message}</p>
          </Preview>
        )}
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button type="button" $variant="secondary" onClick={generate} disabled={busy}>
            {draft.isPending ? 'Generating...' : 'Generate Template'}
          </Button>
          <Button type="submit" disabled={busy}>
            {send.isPending ? 'Sending...' : 'Send Alerts'}
          </Button>
        </div>
      </form>
    </LocalThemeCard>
  );
}

/** /owner/send-alerts: Send Smart Alerts to Students (spec 001 §2, §4, §5, §8). */
export default function SendAlertsPage() {
  usePageMeta('Send Alerts');
  const students = useQuery(studentsQuery);
  return (
    <Page $narrow>
      <PageTitle>Send Smart Alerts to Students</PageTitle>
      <QueryView
        query={students}
        loading="Loading your students..."
        showLabel={false}
        error="Could not load your students."
      >
        {(list) => <AlertForm students={list} />}
      </QueryView>
    </Page>
  );
}
