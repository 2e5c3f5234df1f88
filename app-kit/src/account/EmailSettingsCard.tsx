import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMAIL_SETTINGS_SAVED, type EmailKind, type EmailSettings } from 'contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, toast } from 'shared-ui';
import styled from 'styled-components';
import { callApi } from '../api/callApi';
import { errorText, QueryView } from '../query/QueryView';

const emailSettingsKey = ['account', 'email-settings'] as const;

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.6rem;
  legend { margin-bottom: 0.75rem; }
  label { display: flex; gap: 0.6rem; align-items: flex-start; cursor: pointer; }
  input { margin-top: 0.2rem; width: 1.1rem; height: 1.1rem; flex: none; }
`;

/** Which kinds of e-mail this person gets (every kind of their role is on until turned off); the
 * notifications on the site arrive either way. */
export function EmailSettingsCard() {
  const settings = useQuery({
    queryKey: emailSettingsKey,
    queryFn: () => callApi('GET /api/auth/email-settings', {}),
  });
  return (
    <Card as="section" aria-labelledby="email-settings-title" style={{ marginTop: '1.5rem' }}>
      <h2 id="email-settings-title" style={{ marginTop: 0 }}>
        E-mail
      </h2>
      <QueryView query={settings} loading="Loading e-mail settings..." error="Could not load your e-mail settings.">
        {(data) => <EmailChoices key={JSON.stringify(data)} settings={data} />}
      </QueryView>
    </Card>
  );
}

function EmailChoices({ settings }: { settings: EmailSettings }) {
  const client = useQueryClient();
  const [enabled, setEnabled] = useState(() => new Set(settings.kinds.filter((k) => k.enabled).map((k) => k.kind)));
  const save = useMutation({
    mutationFn: (off: EmailKind[]) => callApi('PUT /api/auth/email-settings', { body: { off } }),
    onSuccess: (saved) => {
      client.setQueryData(emailSettingsKey, saved);
      toast.success(EMAIL_SETTINGS_SAVED);
    },
    onError: (err) => toast.error(errorText(err, 'Could not save your e-mail settings.')),
  });
  const toggle = (kind: EmailKind, on: boolean) =>
    setEnabled((now) => {
      const next = new Set(now);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(settings.kinds.filter((k) => !enabled.has(k.kind)).map((k) => k.kind));
  };
  return (
    <form method="post" onSubmit={submit} aria-label="E-mail settings">
      <Choices disabled={save.isPending}>
        <legend>E-mail me when:</legend>
        {settings.kinds.map((k) => (
          <label key={k.kind}>
            <input type="checkbox" checked={enabled.has(k.kind)} onChange={(e) => toggle(k.kind, e.target.checked)} />
            <span>{k.label}</span>
          </label>
        ))}
      </Choices>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save e-mail settings'}
      </Button>
    </form>
  );
}
