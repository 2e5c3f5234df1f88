import type { BookingRequestPayload } from 'contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isLoggedIn, type LoginRedirectState, type Role, useSession } from 'shared-auth';
import { studentPaths } from '../../paths';

// What a visitor asked for on a hostel's page before logging in: it travels in the address they come back
// to (`?intent=`), and a booking request's fields wait in this tab's session storage.
export type Intent = 'interested' | 'book' | 'ask' | 'visit';
const PENDING_BOOKING = 'hh-pending-booking';

/** Whether the page is seen by a signed-in student (who can act) or by anyone else. In the student area it is a
 * student's, even before the session is read (hydrating the server's page): only a student gets past its guard. */
export function useIsStudent(): boolean {
  const inStudentArea = useLocation().pathname.startsWith(`${studentPaths.area}/`);
  // one boolean from the store: the page renders again only when it changes, not whenever the session does
  const signedInStudent = useSession((s) => isLoggedIn(s) && s.user?.role === 'student');
  return inStudentArea || signedInStudent;
}

/** The role of someone signed in who is not a student (an owner looking at a listing), else null. */
export const useOtherRole = (): Role | null =>
  useSession((s) => (isLoggedIn(s) && s.user && s.user.role !== 'student' ? s.user.role : null));

/** Where a login (or registering) brings the visitor back to: this page, with `intent` to do there. */
const returnState = (pathname: string, intent?: Intent): LoginRedirectState => ({
  from: intent ? `${pathname}?intent=${intent}` : pathname,
});

/** The login and register links' state: back to this page. */
export function useReturnState(): LoginRedirectState {
  return returnState(useLocation().pathname);
}

/** Sends a visitor to the login page; after logging in as a student they are back here and `intent` is done. */
export function useAskToLogIn() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (intent: Intent) => navigate('/login', { state: returnState(pathname, intent) }),
    [navigate, pathname],
  );
}

/** The intent this page was opened with, and a way to drop it from the address once done. */
export function useIntent(): [Intent | null, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('intent');
  const intent = value === 'interested' || value === 'book' || value === 'ask' || value === 'visit' ? value : null;
  const clear = useCallback(
    () =>
      setParams(
        (p) => {
          p.delete('intent');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [intent, clear];
}

export function stashBooking(request: BookingRequestPayload): void {
  sessionStorage.setItem(PENDING_BOOKING, JSON.stringify(request));
}

/** Whether a request filled in as a visitor waits for `hostelId` (kept while they are signed in as someone else). */
export function hasStashedBooking(hostelId: string): boolean {
  try {
    return (
      (JSON.parse(sessionStorage.getItem(PENDING_BOOKING) ?? 'null') as { hostelId?: string } | null)?.hostelId ===
      hostelId
    );
  } catch {
    return false;
  }
}

/** The booking request a visitor filled in for `hostelId` before logging in (taken: asked once, at once; checked on
 * the API's rules, which come with it). */
export async function takeStashedBooking(hostelId: string): Promise<BookingRequestPayload | null> {
  const text = sessionStorage.getItem(PENDING_BOOKING);
  sessionStorage.removeItem(PENDING_BOOKING);
  if (!text) return null;
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return null;
  }
  const { isBookingRequest } = await import('./bookingForm');
  return isBookingRequest(request) && request.hostelId === hostelId ? request : null;
}
