import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge, Card, formatRelativeTime, Page, PageTitle } from 'shared-ui';
import styled from 'styled-components';
import { QueryView } from '../query/QueryView';
import { ConversationThread } from './ConversationThread';
import { conversationsQuery, type MessagesSide } from './messagesApi';
import { otherParty } from './otherParty';

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 20rem) minmax(0, 1fr);
  }
  /* on a phone: the list, or the open conversation */
  @media (max-width: 899px) {
    > .list { display: ${({ $open }) => ($open ? 'none' : 'block')}; }
    > .pick { display: none; }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a {
    display: grid;
    gap: 0.15rem;
    padding: 0.6rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover, a[aria-current='page'] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  .who { font-weight: 700; display: flex; justify-content: space-between; gap: 0.5rem; }
  .last, .when { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.88rem; }
  .last { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
`;

/**
 * The Messages screen of an area: the conversations, the latest first, and the open one (`openId`) beside them
 * (one at a time on a phone). `pathOf` is where a conversation opens in this area.
 */
export function MessagesScreen({
  side,
  openId,
  pathOf,
  emptyText,
}: {
  side: MessagesSide;
  openId?: string;
  pathOf: (id: string) => string;
  emptyText: string;
}) {
  const list = useQuery(conversationsQuery(side));
  return (
    <Page>
      <PageTitle>Messages</PageTitle>
      <Layout $open={Boolean(openId)}>
        <Card as="nav" aria-label="Conversations" className="list">
          <QueryView query={list} loading="Loading conversations..." error="Could not load your conversations.">
            {({ conversations }) =>
              conversations.length ? (
                <List>
                  {conversations.map((c) => (
                    <li key={c.id}>
                      <Link to={pathOf(c.id)} aria-current={c.id === openId ? 'page' : undefined}>
                        <span className="who">
                          {otherParty(c, side)} {c.unread > 0 && <Badge $tone="info">{c.unread} unread</Badge>}
                        </span>{' '}
                        <span className="last">
                          {c.lastMessage.mine ? 'You: ' : ''}
                          {c.lastMessage.text}
                        </span>{' '}
                        <span className="when">{formatRelativeTime(c.lastMessage.createdAt)}</span>
                      </Link>
                    </li>
                  ))}
                </List>
              ) : (
                <p>{emptyText}</p>
              )
            }
          </QueryView>
        </Card>
        {openId ? (
          <ConversationThread key={openId} id={openId} side={side} backTo={pathOf('')} />
        ) : (
          <Card className="pick">
            <p style={{ margin: 0 }}>Choose a conversation to read it.</p>
          </Card>
        )}
      </Layout>
    </Page>
  );
}
