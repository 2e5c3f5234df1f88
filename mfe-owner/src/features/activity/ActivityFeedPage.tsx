import { useCallback, useEffect, useState } from 'react';
import { Bell, CalendarCheck, CheckCircle2, Info } from 'lucide-react';
import type { AppNotification } from 'contracts';
import { serverMessage } from 'shared-auth';
import { Banner, Button, Card, FeedItem, FeedList, Page, PageTitle, formatDateTime } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';

export const POLL_MS = 30000;
const icons: Record<string, typeof Bell> = { booking: CalendarCheck, success: CheckCircle2, info: Info };

/** /owner/notifications: the Activity Feed, refreshed every 30 s (spec 001 §2, §4, §8). */
export default function ActivityFeedPage() {
  const [items, setItems] = useState<AppNotification[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [marking, setMarking] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setItems(await ownerApi.notifications());
      setError('');
    } catch (err) {
      setError(serverMessage(err, 'Failed to refresh notifications.'));
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const markAll = async () => {
    setMarking(true);
    try {
      await ownerApi.markNotificationsRead();
      setItems((list) => list?.map((n) => ({ ...n, isRead: true })) ?? list);
      setNotice({ tone: 'success', text: 'All notifications marked as read.' });
    } catch {
      setNotice({ tone: 'error', text: 'Could not mark notifications as read.' });
    } finally {
      setMarking(false);
    }
  };

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
          <Button type="button" $variant="secondary" $size="sm" onClick={markAll} disabled={marking}>
            Mark all as read
          </Button>
        )}
      </div>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
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
                  <p>{n.message}</p>
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
