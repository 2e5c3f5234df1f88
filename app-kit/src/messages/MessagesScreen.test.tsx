import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ChatMessage, MESSAGES_DOM_EVENT } from 'contracts';
import { useParams } from 'react-router-dom';
import { respondWith } from '../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../tools/jest/render';
import { MessagesScreen } from './MessagesScreen';
import { refreshOnMessages } from './messagesApi';

const message = (n: number, from: 'student' | 'owner', text: string): ChatMessage => ({
  id: `m${n}`,
  from,
  author: from === 'student' ? 'Asha Rao' : 'Sri Sai Residency',
  text,
  createdAt: `2026-07-01T10:0${n}:00.000Z`,
  mine: from === 'owner',
  removed: false,
});

function OwnerMessages() {
  const { id } = useParams();
  return (
    <MessagesScreen
      side="owner"
      openId={id}
      pathOf={(c) => (c ? `/owner/messages/${c}` : '/owner/messages')}
      emptyText="No messages yet."
    />
  );
}

it('the owner opens a conversation (marked read), answers it, and reports a message', async () => {
  const messages = [message(1, 'student', 'Is a bed free from July?')];
  const calls: string[] = [];
  const summary = () => ({
    id: 'c1',
    hostelId: 'h1',
    hostelName: 'Sri Sai Residency',
    studentName: 'Asha Rao',
    lastMessage: messages[messages.length - 1],
    unread: calls.includes('read') ? 0 : 1,
  });
  respondWith({
    'GET /api/owner/conversations': () => ({ status: 200, data: { conversations: [summary()] } }),
    'GET /api/conversations/c1': () => ({
      status: 200,
      data: { ...summary(), messages: [...messages], contactsShared: false },
    }),
    'PUT /api/conversations/c1/read': () => {
      calls.push('read');
      return { status: 200, data: { message: 'Marked as read.' } };
    },
    'POST /api/conversations/c1/messages': (config) => {
      const { text } = JSON.parse(config.data) as { text: string };
      const sent = message(2, 'owner', text);
      messages.push(sent);
      return { status: 201, data: { message: 'Message sent.', conversationId: 'c1', sent } };
    },
    'POST /api/messages/m1/report': (config) => {
      calls.push(`report: ${JSON.parse(config.data).reason}`);
      return { status: 201, data: { message: 'Thank you. Our team will look at this message.' } };
    },
  });
  renderWithRouter(<OwnerMessages />, { path: '/owner/messages', routePath: '/owner/messages/:id?' });
  const list = await screen.findByRole('navigation', { name: 'Conversations' });
  await userEvent.click(
    await within(list).findByRole('link', { name: /^Asha Rao · Sri Sai Residency 1 unread Is a bed free/ }),
  );

  const log = await screen.findByRole('list', { name: 'Messages' });
  expect(log).toHaveTextContent('Is a bed free from July?');
  await waitFor(() => expect(calls).toContain('read'));
  await waitFor(() => expect(within(list).queryByText('1 unread')).not.toBeInTheDocument());

  await userEvent.type(screen.getByLabelText('Your message'), 'Yes, a double from 1 July.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(log).toHaveTextContent('Yes, a double from 1 July.'));
  expect(screen.getByLabelText('Your message')).toHaveValue('');

  await userEvent.click(within(log).getByRole('button', { name: 'Report' }));
  await userEvent.type(screen.getByLabelText('Why should our team look at this message?'), 'Rude.');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(calls).toContain('report: Rude.'));
});

it('an empty answer is refused with the contract’s message, and nothing is sent', async () => {
  respondWith({
    'GET /api/owner/conversations': { status: 200, data: { conversations: [] } },
    'GET /api/conversations/c9': {
      status: 200,
      data: {
        id: 'c9',
        hostelId: 'h1',
        hostelName: 'Sri Sai Residency',
        studentName: 'Asha Rao',
        lastMessage: message(1, 'student', 'Hello'),
        unread: 0,
        messages: [message(1, 'student', 'Hello')],
        contactsShared: true,
      },
    },
  });
  renderWithRouter(<OwnerMessages />, { path: '/owner/messages/c9', routePath: '/owner/messages/:id?' });
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
});

it('the shell’s word that messages changed refreshes the conversations', async () => {
  const { QueryClient } = await import('@tanstack/react-query');
  const client = new QueryClient();
  let asked = 0;
  client.setQueryData(['messages', 'list', 'owner'], { conversations: [] });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate') asked += 1;
  });
  const stop = refreshOnMessages(client);
  window.dispatchEvent(new Event(MESSAGES_DOM_EVENT));
  expect(client.getQueryState(['messages', 'list', 'owner'])?.isInvalidated).toBe(true);
  stop();
  expect(asked).toBeGreaterThan(0);
});
