import { MessagesScreen, usePageMeta } from 'app-kit';
import { useParams } from 'react-router-dom';
import { studentPath, studentPaths } from '../../paths';

/** The student's conversations with hostels (/student/messages[/:id]). */
export default function MessagesPage() {
  const { id } = useParams();
  usePageMeta('Messages');
  return (
    <MessagesScreen
      side="student"
      openId={id}
      pathOf={(conversation) =>
        conversation ? studentPath(studentPaths.conversation, { id: conversation }) : studentPaths.messages
      }
      emptyText="No messages yet. Ask a hostel a question from its page."
    />
  );
}
