import { usePageMeta } from 'app-kit';
import { Card, Page, PageTitle } from 'shared-ui';

/** /__AREA__: the __TITLE__ area's first page. */
export default function __COMPONENT__() {
  usePageMeta('__TITLE__');
  return (
    <Page>
      <PageTitle>__TITLE__</PageTitle>
      <Card>
        <p>The __TITLE__ area is ready: its own folder, build, tests and releases.</p>
      </Card>
    </Page>
  );
}
