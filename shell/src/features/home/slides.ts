export interface Slide {
  id: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  background: string;
}

/** The four slides of the landing carousel (spec §1). Text colour on every background is white (AA). */
export const SLIDES: Slide[] = [
  {
    id: 'welcome',
    title: 'Welcome to Hostel Hub',
    text: 'Find verified hostels near your campus in Mangalpally and around Hyderabad. Browsing and enquiring is free.',
    cta: { label: 'Browse hostels', to: '/hostels' },
    background: 'linear-gradient(135deg, #134e4a 0%, #0f766e 100%)',
  },
  {
    id: 'new-hostel',
    title: 'Newly opened: Sri Sai Residency',
    text: 'Fresh rooms, Wi-Fi, home-style food and 24×7 security, a short walk from the colleges in Mangalpally.',
    cta: { label: 'See what is new', to: '/hostels' },
    background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%)',
  },
  {
    id: 'advertise',
    title: 'Own a hostel? Advertise it here',
    text: 'List your hostel, answer booking requests and manage rooms, students and payouts from one dashboard.',
    cta: { label: 'Register as an owner', to: '/register' },
    background: 'linear-gradient(135deg, #7c2d12 0%, #b45309 100%)',
  },
  {
    id: 'tired',
    title: 'Tired of searching door to door?',
    text: 'Compare prices, photos, facilities and availability in one place, and talk to owners directly.',
    cta: { label: 'Start searching', to: '/hostels' },
    background: 'linear-gradient(135deg, #581c87 0%, #7e22ce 100%)',
  },
];

export const CAROUSEL_INTERVAL_MS = 6000;
export const NOTICE_DISMISS_MS = 3000;
