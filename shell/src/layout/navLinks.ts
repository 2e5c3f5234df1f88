import type { LiveCounts, Role } from 'contracts';
import { getRemoteAreas } from '../federation/areas';

export interface NavItem {
  to: string;
  label: string;
  /** Shown as an icon on wide screens, with `caption` (a word of the label) under it where there is room. */
  icon?: 'plus' | 'heart' | 'bookings' | 'bell' | 'messages';
  caption?: string;
  /** A live count shown on it (unread notifications, booking requests waiting). */
  count?: keyof LiveCounts;
  /** In the bar's "More" menu rather than on the bar (the mobile menu lists it with the others). */
  more?: boolean;
}

/** From which screen width (px) a role's bar shows its links (narrower: the menu button), and its icons' captions
 * (never, without one): what each bar needs at the site's fonts, with room to spare. route-tour.e2e checks that
 * every bar fits at every width. */
export const BAR_WIDTHS: Record<Role | 'visitor', { links: number; captions?: number }> = {
  visitor: { links: 769 },
  admin: { links: 900 },
  student: { links: 1000, captions: 1150 },
  owner: { links: 1200 },
};

/** What a count means, after its number ("3 unread"). */
export const COUNT_WORDS: Record<keyof LiveCounts, string> = {
  unread: 'unread',
  pendingBookings: 'waiting',
  messages: 'unread',
};

/** The navbar's links by role (spec §2). Home and Contact Us are always there. */
export function navItems(role: Role | undefined): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/contact', label: 'Contact Us' },
  ];
  if (!role) items.push({ to: '/about', label: 'About Us' });
  if (role === 'owner') {
    items.push(
      { to: '/owner/my-hostels', label: 'My Hostels' },
      { to: '/owner/view-requests', label: 'Booking Requests', count: 'pendingBookings' },
      // more than the bar has room for beside the others, even at its widest: these three share a menu
      { to: '/owner/stays', label: 'Stays', more: true },
      { to: '/owner/rent', label: 'Rent roll', more: true },
      { to: '/owner/payment-settings', label: 'Payouts', more: true },
      { to: '/owner/add-hostel', label: 'Add hostel', icon: 'plus' },
      { to: '/owner/messages', label: 'Messages', icon: 'messages', count: 'messages' },
      { to: '/owner/notifications', label: 'Notifications', icon: 'bell', count: 'unread' },
    );
  }
  if (role === 'student') {
    items.push(
      { to: '/student/hostels', label: 'Browse Hostels' },
      { to: '/student/interested', label: 'Interested hostels', icon: 'heart', caption: 'Interested' },
      {
        to: '/student/my-bookings',
        label: 'My bookings',
        icon: 'bookings',
        caption: 'Bookings',
        count: 'pendingBookings',
      },
      { to: '/student/messages', label: 'Messages', icon: 'messages', caption: 'Messages', count: 'messages' },
      { to: '/student/notifications', label: 'Notifications', icon: 'bell', caption: 'Notifications', count: 'unread' },
    );
  }
  // the operator's area is a remote: linked only while a release of it is deployed
  if (role === 'admin') {
    items.push({ to: '/hostels', label: 'Browse Hostels' });
    if (getRemoteAreas().some((a) => a.path === 'admin' || a.path.startsWith('admin/')))
      items.push({ to: '/admin', label: 'Operator' });
  }
  return items;
}
