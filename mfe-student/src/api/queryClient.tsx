import type { ReactNode } from 'react';
import {
  AppQueryProvider,
  createAppQueryClient,
  PageQueryState,
  refreshOnMessages,
  refreshOnNotifications,
} from 'app-kit';
import { studentKeys } from './keys';

/** The student area's one server-state cache, shared by its dashboard and its routes. */
export const studentQueryClient = createAppQueryClient();

// the owner confirmed a payment, billed, decided or cancelled: the screens about it load again by themselves
refreshOnNotifications(studentQueryClient, {
  '/student/payments': [studentKeys.payments],
  '/student/my-bookings': [studentKeys.bookings, studentKeys.payments, ['visits']],
  '/student/raise-complaint': [studentKeys.complaints],
  // a bed of an option waited for is free (the notification links to its hostel)
  '/student/hostels/': [studentKeys.waitlist],
});

// a hostel answered: the conversations load again
refreshOnMessages(studentQueryClient);

/** The area's cache around its screens; a page rendered with its data (src/prerender/pages.tsx) fills it first. */
export function StudentQueryProvider({ children }: { children: ReactNode }) {
  return (
    <AppQueryProvider client={studentQueryClient}>
      <PageQueryState>{children}</PageQueryState>
    </AppQueryProvider>
  );
}
