import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { errorText, useMarkAllRead, usePageMeta } from 'app-kit';
import { Bell, CalendarCheck, CheckCircle2, Info } from 'lucide-react';
import { Banner, Button, Card, FeedItem, FeedList, formatDateTime, Page, PageTitle } from 'shared-ui';
import { activityQuery } from './queries';

export { POLL_MS } from './queries';
const icons: Record<string, typeof Bell> = { booking: CalendarCheck, success: CheckCircle2, info: Info };

/** /owner/notifications: the Activity Feed, refreshed every 30 s (spec 001 §2, §4, §8). */
export default function ActivityFeedPage() {
  usePageMeta('Activity Feed');
  const feed = useQuery(activityQuery);
  const markAll = useMarkAllRead();
  const items = feed.data ?? null;
  // a failed refresh keeps the last list on screen, with the spec's words above it
  const error = feed.isError ? errorText(feed.error, 'Failed to refresh notifications.') : '';
  const unread = items?.filter((n) => !n.isRead).length ?? 0;
  return (
    <Page $narrow>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '1rem',
          flexWrap: 'wrap',
        }}
      >
        <PageTitle>Activity Feed</PageTitle>
        {unread > 0 && (
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {markAll.isSuccess && <Banner tone="success">All notifications marked as read.</Banner>}
      {markAll.isError && <Banner tone="error">Could not mark notifications as read.</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      {items === null && !error && <p role="status">Loading activity...</p>}
      {items?.length === 0 && (
        <Card style={{ textAlign: 'center' }}>
          <h2>All Caught Up!</h2>
          <p>You have no new notifications</p>
        </Card>
      )}
      {items && items.length > 0 && (
        <FeedList aria-label="Activity">
          {items.map((n) => {
            const Icon = icons[n.type] ?? Bell;
            return (
              <FeedItem key={n._id} $unread={!n.isRead} aria-label={`${n.isRead ? '' : 'Unread: '}${n.message}`}>
                <Icon size={22} role="img" aria-label={n.type} />
                <div>
                  <p>{n.link?.startsWith('/') ? <Link to={n.link}>{n.message}</Link> : n.message}</p>
                  <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                </div>
              </FeedItem>
            );
          })}
        </FeedList>
      )}
    </Page>
  );
}
