import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Bell, CalendarCheck, ChevronDown, Heart, Menu, MessageSquare, Moon, Plus, Sun, X } from 'lucide-react';
import { dashboardPath, useAuth, useAuthActions } from 'shared-auth';
import type { LiveCounts } from 'contracts';
import { DropdownMenu, useThemeMode, VisuallyHidden } from 'shared-ui';
import { BAR_WIDTHS, COUNT_WORDS, navItems, type NavItem } from './navLinks';
import { PrefetchLink } from './PrefetchLink';
import { useShownRole } from './useShownRole';
import { useIdle } from './useIdle';

// The live counts' code (and the query cache) load only for a signed-in user.
const LiveCountsFeed = lazy(() => import('../features/live-counts/LiveCountsFeed'));

/** The signed-in person's picture beside their name (the name says who it is: the picture is decoration). */
const Avatar = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

const Bar = styled.nav`
  position: sticky;
  top: 0;
  z-index: 900;
  height: 4rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 1rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Brand = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 1.3rem;
  font-weight: 800;
  cursor: pointer;
  margin-right: auto;
  padding: 0.25rem;
  flex: none;
  white-space: nowrap;
`;

/** From which width (px) the bar shows its links: narrower, the menu button (navLinks.ts, BAR_WIDTHS). */
type Collapse = { $from: number };

const Desktop = styled.div<Collapse>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  @media (max-width: ${({ $from }) => $from - 1}px) { display: none; }
`;

const linkStyle = `
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.45rem 0.6rem;
  border-radius: 8px;
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
`;

const TextLink = styled(PrefetchLink)`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.text};
  &.active { color: ${({ theme }) => theme.colors.primary}; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const IconButton = styled.button`
  ${linkStyle}
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font: inherit;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** The "More" menu's button: shown as the current page's link while one of its pages is open. */
const MoreButton = styled(IconButton)`
  &.active { color: ${({ theme }) => theme.colors.primary}; }
`;

/** The account menu's button: a width of its own, so the user's name (known only once the session is read, after a
 * server-rendered page is hydrated) moves nothing beside it. */
const AccountButton = styled(IconButton)`
  width: 10rem;
  justify-content: flex-end;
  .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const LoginButton = styled(Link)`
  ${linkStyle}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const MobileOnly = styled.div<Collapse>`
  display: none;
  @media (max-width: ${({ $from }) => $from - 1}px) { display: flex; align-items: center; gap: 0.25rem; }
`;

const MobilePanel = styled.div<Collapse>`
  position: absolute;
  left: 0;
  right: 0;
  top: 4rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 0.5rem 1rem 1rem;
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
  a, button { ${linkStyle} width: 100%; border: 0; background: none; color: ${({ theme }) => theme.colors.text}; font: inherit; cursor: pointer; text-align: left; }
  @media (min-width: ${({ $from }) => $from}px) { display: none; }
`;

const icons = { plus: Plus, heart: Heart, bookings: CalendarCheck, bell: Bell, messages: MessageSquare };

/** An icon link's word under its icon, from `$captionsFrom` px where the bar has room (else the tooltip says it). */
const IconLink = styled(TextLink)<{ $captionsFrom?: number }>`
  .caption { display: none; }
  ${({ $captionsFrom }) =>
    $captionsFrom === undefined
      ? ''
      : `@media (min-width: ${$captionsFrom}px) {
    display: inline-grid;
    grid-template-columns: auto auto;
    justify-items: center;
    row-gap: 0.1rem;
    padding: 0.25rem 0.5rem;
    .caption { display: block; grid-column: 1 / -1; grid-row: 2; font-size: 0.72rem; font-weight: 600; line-height: 1; }
  }`}
`;

const CountBadge = styled.span`
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 1.25rem; height: 1.25rem; padding: 0 0.3rem; margin-left: 0.2rem;
  border-radius: 999px; font-size: 0.75rem; font-weight: 700; line-height: 1;
  background: ${({ theme }) => theme.colors.danger}; color: #ffffff;
`;

/** "Notifications, 3 unread" for an icon link with a count; the label alone without one. */
const countedLabel = (item: NavItem, counts: LiveCounts | undefined) => {
  const n = item.count && counts ? counts[item.count] : 0;
  return n && item.count ? `${item.label}, ${n} ${COUNT_WORDS[item.count]}` : item.label;
};

/** The live count of a link (nothing at zero); its words are for screen readers. */
function Count({ item, counts }: { item: NavItem; counts: LiveCounts | undefined }) {
  const n = item.count && counts ? counts[item.count] : 0;
  if (!n || !item.count) return null;
  return (
    <CountBadge data-count={item.count}>
      {n > 99 ? '99+' : n}
      <VisuallyHidden> {COUNT_WORDS[item.count]}</VisuallyHidden>
    </CountBadge>
  );
}

type ItemsProps = { counts: LiveCounts | undefined; captionsFrom?: number };

function DesktopItem({ item, counts, captionsFrom }: ItemsProps & { item: NavItem }) {
  if (!item.icon)
    return (
      <TextLink to={item.to}>
        {item.label}
        <Count item={item} counts={counts} />
      </TextLink>
    );
  const Icon = icons[item.icon];
  const label = countedLabel(item, counts);
  return (
    <IconLink to={item.to} aria-label={label} title={label} $captionsFrom={captionsFrom}>
      <Icon size={20} aria-hidden="true" />
      <Count item={item} counts={counts} />
      {item.caption && (
        <span className="caption" aria-hidden="true">
          {item.caption}
        </span>
      )}
    </IconLink>
  );
}

/** The bar's links in order, the `more` ones in one menu where the first of them is. */
function DesktopItems({ items, counts, captionsFrom }: ItemsProps & { items: NavItem[] }) {
  const { pathname } = useLocation();
  const more = items.filter((item) => item.more);
  const moreOpen = more.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return items.map((item) =>
    !item.more ? (
      <DesktopItem key={item.to} item={item} counts={counts} captionsFrom={captionsFrom} />
    ) : item === more[0] ? (
      <DropdownMenu
        key="more"
        trigger={
          <MoreButton type="button" className={moreOpen ? 'active' : undefined}>
            More <ChevronDown size={16} aria-hidden="true" />
          </MoreButton>
        }
        items={more.map(({ label, to }) => ({ label, to }))}
      />
    ) : null,
  );
}

function ThemeToggle() {
  const { dark, toggle } = useThemeMode();
  return (
    <IconButton
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      title={dark ? 'Light mode' : 'Dark mode'}
    >
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </IconButton>
  );
}

export function Navbar() {
  const { user, isLoggedIn } = useAuth();
  // while the session is unknown (hydrating a role's page), that role's bar without the user's name
  const { role, pending } = useShownRole();
  const signedIn = !!role;
  const { logout } = useAuthActions();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = navItems(role);
  const widths = BAR_WIDTHS[role ?? 'visitor'];
  const displayName = user?.name?.trim() || 'Profile';
  const [fedCounts, setFedCounts] = useState<LiveCounts>();
  const counts = isLoggedIn ? fedCounts : undefined;

  // Any route change closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  // Escape closes the mobile menu and gives focus back to its button (the account menu does this itself).
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMobileOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // The live counts wait until the page has been rendered: they are a badge, the page is what the user came for.
  const idle = useIdle();
  const brandTarget = signedIn ? dashboardPath(role) : '/';
  const settingsPath = role && role !== 'admin' ? `/${role}/profile-settings` : '/profile';

  return (
    <Bar aria-label="Main">
      {isLoggedIn && idle && (
        <Suspense fallback={null}>
          <LiveCountsFeed onChange={setFedCounts} />
        </Suspense>
      )}
      <Inner>
        <Brand type="button" onClick={() => navigate(brandTarget)} aria-label="Hostel Hub home">
          Hostel Hub
        </Brand>
        <Desktop $from={widths.links}>
          <DesktopItems items={items} counts={counts} captionsFrom={widths.captions} />
          <ThemeToggle />
          {!signedIn && <LoginButton to="/login">Login</LoginButton>}
          {signedIn && (
            <DropdownMenu
              trigger={
                <AccountButton type="button" aria-label={pending ? 'Your account' : undefined}>
                  {user?.profilePictureUrl && <Avatar src={user.profilePictureUrl} alt="" width={28} height={28} />}
                  <span className="name">{pending ? '' : displayName}</span>{' '}
                  <ChevronDown size={16} aria-hidden="true" />
                </AccountButton>
              }
              items={[
                { label: 'Dashboard', to: dashboardPath(role) },
                { label: 'Settings', to: settingsPath },
                { label: 'Logout', onSelect: logout },
              ]}
            />
          )}
        </Desktop>
        <MobileOnly $from={widths.links}>
          <ThemeToggle />
          <IconButton
            ref={menuButton}
            type="button"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </IconButton>
        </MobileOnly>
      </Inner>
      {mobileOpen && (
        <MobilePanel
          id="mobile-menu"
          $from={widths.links}
          // a link to the page on screen changes no route: the menu closes on any link all the same
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setMobileOpen(false);
          }}
        >
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <PrefetchLink to={item.to}>
                  {item.label}
                  <Count item={item} counts={counts} />
                </PrefetchLink>
              </li>
            ))}
            {!signedIn && (
              <li>
                <Link to="/login">Login / Sign Up</Link>
              </li>
            )}
            {signedIn && (
              <>
                <li>
                  <Link to={dashboardPath(role)}>Dashboard</Link>
                </li>
                <li>
                  <Link to={settingsPath}>Settings</Link>
                </li>
                <li>
                  <button type="button" onClick={logout}>
                    Logout
                  </button>
                </li>
              </>
            )}
          </ul>
        </MobilePanel>
      )}
    </Bar>
  );
}
