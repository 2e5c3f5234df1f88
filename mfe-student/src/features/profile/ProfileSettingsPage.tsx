import {
  EmailSettingsCard,
  PasswordChangeForm,
  PersonalInfoForm,
  profileError,
  QueryView,
  useProfile,
  usePageMeta,
} from 'app-kit';
import { useState } from 'react';
import { Card, Page, PageTitle, Tabs } from 'shared-ui';

type Tab = 'personal' | 'security';

/** /student/profile-settings: Personal and Security tabs (spec §2). */
export default function ProfileSettingsPage() {
  usePageMeta('Profile Settings');
  const profile = useProfile();
  const [tab, setTab] = useState<Tab>('personal');
  return (
    <Page $narrow>
      <PageTitle>Profile Settings</PageTitle>
      <QueryView query={profile} loading="Loading profile..." error={profileError(profile.error)}>
        {(p) => (
          <Card>
            <Tabs
              label="Profile settings"
              tabs={[
                { id: 'personal', label: 'Personal' },
                { id: 'security', label: 'Security' },
              ]}
              active={tab}
              onChange={setTab}
            >
              {tab === 'personal' ? (
                <PersonalInfoForm profile={p} formLabel="Personal details" submitLabel="Save Changes" />
              ) : (
                <PasswordChangeForm />
              )}
            </Tabs>
          </Card>
        )}
      </QueryView>
      <EmailSettingsCard />
    </Page>
  );
}
