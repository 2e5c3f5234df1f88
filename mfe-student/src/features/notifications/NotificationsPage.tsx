import { useState } from 'react';
import styled from 'styled-components';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import {
  Button,
  ErrorState,
  FeedItem,
  FeedList,
  Page,
  PageTitle,
  Spinner,
  formatDateTime,
  formatRelativeTime,
  toast,
} from 'shared-ui';
import { studentApi } from '../../api/studentApi';
import { InvitationsList } from './InvitationsList';

const icons = { alert: AlertTriangle, success: CheckCircle2, info: Info };

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** /student/notifications: icon by type, message, relative time; unread highlighted. */
export default function NotificationsPage() {
  const feed = useApiData(() => studentApi.notifications(), [], 'Could not load your notifications.');
  const [busy, setBusy] = useState(false);
  const unread = feed.status === 'ready' ? feed.data.filter((n) => !n.isRead).length : 0;

  const markAll = async () => {
    setBusy(true);
    try {
      await studentApi.markNotificationsRead();
      feed.setData((list) => list.map((n) => ({ ...n, isRead: true })));
    } catch (err) {
      toast.error(serverMessage(err, 'Could not mark notifications as read.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page $narrow>
      <Head>
        <PageTitle>Notifications</PageTitle>
        {unread > 0 && (
          <Button type="button" $variant="secondary" $size="sm" disabled={busy} onClick={markAll}>
            Mark all as read ({unread})
          </Button>
        )}
      </Head>
      <InvitationsList />
      {feed.status === 'loading' && <Spinner label="Loading notifications..." showLabel />}
      {feed.status === 'error' && <ErrorState message={feed.error} onRetry={feed.reload} />}
      {feed.status === 'ready' && feed.data.length === 0 && <p>You have no notifications yet.</p>}
      {feed.status === 'ready' && feed.data.length > 0 && (
        <FeedList aria-label="Notifications">
          {feed.data.map((n) => {
            const Icon = icons[n.type as keyof typeof icons] ?? Info;
            return (
              <FeedItem key={n._id} $unread={!n.isRead} aria-label={`${n.isRead ? '' : 'Unread: '}${n.message}`}>
                <Icon size={22} aria-label={n.type} role="img" />
                <div>
                  <p>{n.message}</p>
                  <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
                    {formatRelativeTime(n.createdAt)}
                  </time>
                </div>
              </FeedItem>
            );
          })}
        </FeedList>
      )}
    </Page>
  );
}
