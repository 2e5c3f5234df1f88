import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { errorText, notificationsQuery, QueryView, useMarkAllRead, usePageMeta } from 'app-kit';
import { Button, FeedItem, FeedList, Page, PageTitle, formatDateTime, formatRelativeTime, toast } from 'shared-ui';
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
  usePageMeta('Notifications');
  const feed = useQuery(notificationsQuery());
  const markAll = useMarkAllRead();
  const unread = feed.data?.filter((n) => !n.isRead).length ?? 0;
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (err) => toast.error(errorText(err, 'Could not mark notifications as read.')),
    });
  return (
    <Page $narrow>
      <Head>
        <PageTitle>Notifications</PageTitle>
        {unread > 0 && (
          <Button type="button" $variant="secondary" $size="sm" disabled={markAll.isPending} onClick={markAllRead}>
            Mark all as read ({unread})
          </Button>
        )}
      </Head>
      <InvitationsList />
      <QueryView query={feed} loading="Loading notifications..." error="Could not load your notifications.">
        {(list) =>
          list.length === 0 ? (
            <p>You have no notifications yet.</p>
          ) : (
            <FeedList aria-label="Notifications">
              {list.map((n) => {
                const Icon = icons[n.type as keyof typeof icons] ?? Info;
                return (
                  <FeedItem key={n._id} $unread={!n.isRead} aria-label={`${n.isRead ? '' : 'Unread: '}${n.message}`}>
                    <Icon size={22} aria-label={n.type} role="img" />
                    <div>
                      <p>{n.link?.startsWith('/') ? <Link to={n.link}>{n.message}</Link> : n.message}</p>
                      <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
                        {formatRelativeTime(n.createdAt)}
                      </time>
                    </div>
                  </FeedItem>
                );
              })}
            </FeedList>
          )
        }
      </QueryView>
    </Page>
  );
}
