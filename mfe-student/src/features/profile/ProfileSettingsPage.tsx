import { PasswordChangeForm, PersonalInfoForm, profileError, QueryView, useProfile } from 'app-kit';
import { useState } from 'react';
import { Card, Page, PageTitle, TabPanel, Tabs } from 'shared-ui';

type Tab = 'personal' | 'security';

/** /student/profile-settings: Personal and Security tabs (spec §2). */
export default function ProfileSettingsPage() {
  const profile = useProfile();
  const [tab, setTab] = useState<Tab>('personal');
  return (
    <Page $narrow>
      <PageTitle>Profile Settings</PageTitle>
      <QueryView query={profile} loading="Loading profile..." error={profileError(profile.error)}>
        {(p) => (
          <Card>
            <Tabs
              idPrefix="profile"
              label="Profile settings"
              tabs={[
                { id: 'personal', label: 'Personal' },
                { id: 'security', label: 'Security' },
              ]}
              active={tab}
              onChange={setTab}
            />
            <TabPanel idPrefix="profile" id={tab}>
              {tab === 'personal' ? (
                <PersonalInfoForm profile={p} formLabel="Personal details" submitLabel="Save Changes" />
              ) : (
                <PasswordChangeForm />
              )}
            </TabPanel>
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
