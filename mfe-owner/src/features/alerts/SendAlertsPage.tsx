import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AlertMessageType } from 'contracts';
import { useApiData } from 'app-kit';
import { isNetworkError, serverMessage, useAuth } from 'shared-auth';
import { Banner, Button, ErrorState, Page, PageTitle, SelectField, Spinner, TextAreaField } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { LocalThemeCard } from '../../shared/LocalThemeCard';
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

/** /owner/send-alerts: Send Smart Alerts to Students (spec 001 §2, §4, §5, §8). */
export default function SendAlertsPage() {
  const { user } = useAuth();
  const students = useApiData(() => ownerApi.myStudents(), [], 'Could not load your students.');
  const [messageType, setMessageType] = useState<AlertMessageType | ''>('');
  const [selected, setSelected] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [generating, setGenerating] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const addressee = () => {
    if (selected.length !== 1) return 'Students';
    const one = students.data?.find((s) => s._id === selected[0]);
    return one?.name.trim().split(/\s+/)[0] || 'Students';
  };

  const generate = async () => {
    if (!messageType) return setNotice({ tone: 'error', text: TEXTS.chooseType });
    setNotice(null);
    setGenerating(true);
    try {
      const { text } = await ownerApi.draft({
        purpose: 'alert',
        messageType,
        addressee: addressee(),
        hostelName: user?.hostelName?.trim() || PLACEHOLDER_HOSTEL_NAME,
      });
      if (!text) throw new Error('empty');
      setMessage(text);
      setNotice({ tone: 'success', text: TEXTS.generated });
    } catch (err) {
      setNotice({ tone: 'error', text: isNetworkError(err) ? TEXTS.generateNetwork : TEXTS.generateFailed });
    } finally {
      setGenerating(false);
    }
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim() || !selected.length) return setNotice({ tone: 'error', text: TEXTS.incomplete });
    if (!messageType) return setNotice({ tone: 'error', text: TEXTS.chooseType });
    setNotice(null);
    setSending(true);
    try {
      await ownerApi.sendAlerts({ messageType, message: message.trim(), studentIds: selected });
      setMessage('');
      setSelected([]);
      setMessageType('');
      setNotice({ tone: 'success', text: TEXTS.sent });
    } catch (err) {
      setNotice({ tone: 'error', text: serverMessage(err, 'Could not send the alerts. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Page $narrow>
      <PageTitle>Send Smart Alerts to Students</PageTitle>
      {students.status === 'loading' && <Spinner label="Loading your students..." />}
      {students.status === 'error' && <ErrorState message={students.error} onRetry={students.reload} />}
      {students.status === 'ready' && (
        <LocalThemeCard title="New alert" label="alerts">
          {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
          <form onSubmit={send} noValidate aria-label="Send alerts">
            <SelectField
              label="Message type"
              value={messageType}
              onChange={(e) => setMessageType(e.target.value as AlertMessageType | '')}
              disabled={sending}
            >
              <option value="">Choose type (Holiday, Fee, Welcome...)</option>
              {MESSAGE_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            <StudentMultiSelect
              students={students.data}
              selected={selected}
              onChange={setSelected}
              disabled={sending}
            />
            <TextAreaField
              label="Message"
              rows={5}
              placeholder="Type your message here or use AI to generate"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={1000}
              disabled={generating || sending}
            />
            {message.trim() && (
              <Preview aria-labelledby="preview-title">
                <h3 id="preview-title">Message Preview</h3>
                <p>{message}</p>
              </Preview>
            )}
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <Button type="button" $variant="secondary" onClick={generate} disabled={generating || sending}>
                {generating ? 'Generating...' : 'Generate Template'}
              </Button>
              <Button type="submit" disabled={generating || sending}>
                {sending ? 'Sending...' : 'Send Alerts'}
              </Button>
            </div>
          </form>
        </LocalThemeCard>
      )}
    </Page>
  );
}
