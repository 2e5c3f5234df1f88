import { usePageMeta } from 'app-kit';
import { useSearchParams } from 'react-router-dom';
import { Page, PageTitle, Tabs } from 'shared-ui';
import { CurrentStays } from './CurrentStays';
import { PastStays } from './PastStays';

const TABS = [
  { id: 'current', label: 'Current' },
  { id: 'past', label: 'Past' },
] as const;
type Shown = (typeof TABS)[number]['id'];

/** /owner/stays: confirmed stays at the owner's hostels, notices first; charges and check-out. ?show=past: the stays
 * that ended, with their settlement statements (in the address, so Back and a shared link keep the tab). */
export default function StaysPage() {
  const [params, setParams] = useSearchParams();
  const shown: Shown = params.get('show') === 'past' ? 'past' : 'current';
  usePageMeta(shown === 'past' ? 'Past stays' : 'Current stays');
  return (
    <Page>
      <PageTitle>{shown === 'past' ? 'Past stays' : 'Current stays'}</PageTitle>
      <Tabs
        label="Stays"
        tabs={[...TABS]}
        active={shown}
        onChange={(id) => setParams(id === 'past' ? { show: 'past' } : {})}
      >
        {shown === 'past' ? (
          <PastStays />
        ) : (
          <>
            <p>
              Notices come first. On the day, confirm the check-out: the bed frees and the deposit's return is recorded.
            </p>
            <CurrentStays />
          </>
        )}
      </Tabs>
    </Page>
  );
}
