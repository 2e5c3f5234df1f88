import { MessagesScreen, usePageMeta } from 'app-kit';
import { useParams } from 'react-router-dom';
import { ownerPath, ownerPaths } from '../../paths';

/** Students' questions about the owner's hostels, and the owner's answers (/owner/messages[/:id]). */
export default function MessagesPage() {
  const { id } = useParams();
  usePageMeta('Messages');
  return (
    <MessagesScreen
      side="owner"
      openId={id}
      pathOf={(conversation) =>
        conversation ? ownerPath(ownerPaths.conversation, { id: conversation }) : ownerPaths.messages
      }
      emptyText="No messages yet. Students write to you from your hostels' pages."
    />
  );
}
