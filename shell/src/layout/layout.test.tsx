import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-auth';
import { renderWithRouter } from '../../../tools/jest/render';
import { AreasContext } from '../federation/areaRole';
import { Navbar } from './Navbar';
import { copyrightYears, showsFooter } from './Footer';
import NotFoundPage from '../features/not-found/NotFoundPage';
import { Carousel } from '../features/home/Carousel';
import { ProjectNotice } from '../features/home/ProjectNotice';

const student = { _id: '1', name: 'Asha', email: 'a@x.in', phone: '9999999999', role: 'student' as const };
const owner = {
  _id: '2',
  name: '',
  email: 'o@x.in',
  phone: '9999999999',
  role: 'owner' as const,
  hostelName: 'Sri Sai',
};

describe('navbar', () => {
  it('shows visitors About Us and Login', () => {
    useSession.getState().clear();
    renderWithRouter(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Contact Us', 'About Us', 'Login'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('shows students their links and a profile menu with their name', async () => {
    useSession.getState().setSession('t', student);
    renderWithRouter(<Navbar />);
    expect(screen.getByRole('link', { name: 'Browse Hostels' })).toHaveAttribute('href', '/student/hostels');
    expect(screen.getByRole('link', { name: 'Interested hostels' })).toHaveAttribute('href', '/student/interested');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/student/my-bookings');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/student/notifications');
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    // each icon has a word under it (on wide screens), a word of its name
    for (const [name, caption] of [
      ['Interested hostels', 'Interested'],
      ['My bookings', 'Bookings'],
      ['Notifications', 'Notifications'],
    ])
      expect(screen.getAllByRole('link', { name })[0]).toHaveTextContent(caption);
    // by keyboard: focus the account button (a menu button) and press Enter; the menu opens once its code is here
    expect(screen.getByRole('button', { name: 'Asha' })).toHaveAttribute('aria-haspopup', 'menu');
    act(() => screen.getByRole('button', { name: 'Asha' }).focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Asha' });
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/student/profile-settings',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asha' })).toHaveFocus();
  });

  it("renders a role's bar while the session is unknown (a server render, hydrating it), then the user's name", () => {
    useSession.setState({ token: null, user: null, status: 'loading' });
    const areas = [{ path: 'student/*', module: 'mfe_student/StudentRoutes', role: 'student' as const }];
    renderWithRouter(
      <AreasContext value={areas}>
        <Navbar />
      </AreasContext>,
      { path: '/student/hostels' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Browse Hostels' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const account = within(nav).getByRole('button', { name: 'Your account' });
    expect(account).toHaveTextContent(/^\s*$/);
    // the stored session read: the same button (its width its own), now with her name
    act(() => useSession.getState().setSession('t', student));
    expect(within(nav).getByRole('button', { name: 'Asha' })).toBe(account);
  });

  it("renders a public page's bar as a visitor's while the session is unknown", () => {
    useSession.setState({ token: null, user: null, status: 'loading' });
    renderWithRouter(<Navbar />, { path: '/hostels' });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the new profile picture beside the name as soon as it is saved', () => {
    useSession.getState().setSession('t', student);
    renderWithRouter(<Navbar />);
    const account = screen.getByRole('button', { name: 'Asha' });
    expect(account.querySelector('img')).toBeNull();
    act(() => useSession.getState().updateUser({ profilePictureUrl: 'http://localhost:4000/uploads/asha.png' }));
    expect(account.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/uploads/asha.png');
    // the name says who it is; the picture adds nothing to read out
    expect(screen.getByRole('button', { name: 'Asha' })).toBe(account);
  });

  it('shows owners their links, and "Profile" when they have no name', async () => {
    useSession.getState().setSession('t', owner);
    renderWithRouter(<Navbar />);
    expect(screen.getByRole('link', { name: 'My Hostels' })).toHaveAttribute('href', '/owner/my-hostels');
    expect(screen.getByRole('link', { name: 'Booking Requests' })).toHaveAttribute('href', '/owner/view-requests');
    expect(screen.getByRole('link', { name: 'Add hostel' })).toHaveAttribute('href', '/owner/add-hostel');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/owner/notifications');
    // more than the bar has room for: three share its "More" menu
    expect(screen.queryByRole('link', { name: 'Payouts' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'More' }).focus());
    await userEvent.keyboard('{Enter}');
    const more = await screen.findByRole('menu', { name: 'More' });
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Stays', '/owner/stays'],
      ['Rent roll', '/owner/rent'],
      ['Payouts', '/owner/payment-settings'],
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}'); // from the first entry to the third
    expect(screen.getByLabelText('current path')).toHaveTextContent('/owner/payment-settings');
    // on one of its pages, the menu's button is shown as the current page's link
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass('active');
    act(() => screen.getByRole('button', { name: 'Profile' }).focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/login');
  });

  it('mobile menu offers Login / Sign Up to visitors and closes on a route change', async () => {
    useSession.getState().clear();
    renderWithRouter(<Navbar />);
    // jsdom applies no media queries, so the mobile-only button counts as hidden here; the browser tests use a phone viewport.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    await userEvent.click(within(menu).getByRole('link', { name: 'Login / Sign Up', hidden: true }));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('the mobile menu closes on a link to the page already on screen', async () => {
    useSession.getState().clear();
    renderWithRouter(<Navbar />, { path: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact Us', hidden: true }));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toBeInTheDocument();
  });

  it('Escape closes the mobile menu and gives the focus back to its button', async () => {
    useSession.getState().clear();
    renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    within(document.getElementById('mobile-menu') as HTMLElement)
      .getByRole('link', { name: 'Login / Sign Up', hidden: true })
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveFocus();
  });
});

it('hides the footer on the sign-in pages only', () => {
  for (const p of ['/login', '/register', '/forgot-password', '/reset-password']) expect(showsFooter(p)).toBe(false);
  for (const p of ['/', '/about', '/support', '/legal/privacy-policy', '/student-dashboard'])
    expect(showsFooter(p)).toBe(true);
});

describe('404 page', () => {
  it.each([
    [student, 'Go to My Dashboard', '/student-dashboard'],
    [owner, 'Go to My Dashboard', '/owner-dashboard'],
    [null, 'Go Back Home', '/'],
  ])('routes by role (%#)', (user, label, href) => {
    if (user) useSession.getState().setSession('t', user);
    else useSession.getState().clear();
    renderWithRouter(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});

describe('home', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('carousel advances every 6 s and each dot jumps to its slide', () => {
    renderWithRouter(<Carousel />);
    const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Welcome to Hostel Hub');
    act(() => jest.advanceTimersByTime(6000));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    act(() => dots[3].click());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tired of searching');
  });

  it('the Project in Progress notice goes away by itself after 3 s', () => {
    renderWithRouter(<ProjectNotice />);
    expect(screen.getByRole('heading', { name: 'Project in Progress' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('heading', { name: 'Project in Progress' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('heading', { name: 'Project in Progress' })).not.toBeInTheDocument();
  });
});

it('dates the copyright from the first publication (2025, the policies’ year) to this year', () => {
  expect(copyrightYears(2026)).toBe('2025–2026');
  expect(copyrightYears(2025)).toBe('2025');
});
