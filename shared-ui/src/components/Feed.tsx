import styled from 'styled-components';

/** A list of notifications (student notifications, owner activity feed). */
export const FeedList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
`;

/** One notification: icon, message, time; unread ones highlighted. */
export const FeedItem = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: 0.9rem;
  align-items: flex-start;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border}55;
  border-left: 5px solid ${({ $unread, theme }) => ($unread ? theme.colors.primary : 'transparent')};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.infoBg : theme.colors.surface)};
  color: ${({ $unread, theme }) => ($unread ? theme.colors.infoText : theme.colors.text)};
  p { margin: 0; font-weight: ${({ $unread }) => ($unread ? 700 : 400)}; }
  time { font-size: 0.85rem; }
  svg { flex: none; margin-top: 0.15rem; }
`;
