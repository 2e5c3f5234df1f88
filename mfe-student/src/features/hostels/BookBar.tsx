import { formatRupees } from 'shared-ui';
import styled from 'styled-components';

const PHONE = '(max-width: 600px)';

/** Fixed to the bottom of a phone's screen; nothing on a desk, where the booking card sits beside the page. */
const Bar = styled.aside`
  display: none;
  @media ${PHONE} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 40;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.6rem 1rem calc(0.6rem + env(safe-area-inset-bottom));
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  p { margin: 0; font-weight: 800; font-size: 1.1rem; }
  p span { font-weight: 400; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
  a {
    padding: 0.6rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
`;

/** Keeps the page's last lines above the bar on a phone. */
const Spacer = styled.div`
  display: none;
  @media ${PHONE} { display: block; height: 4.5rem; }
`;

/** On a phone: the price and "Request to book" stay at the bottom of the screen while the page scrolls; the
 * link goes to the booking form and puts the keyboard there. */
export function BookBar({ price, perBed, target }: { price: number; perBed: boolean; target: string }) {
  return (
    <>
      <Spacer />
      <Bar aria-label="Price and booking">
        <p>
          {perBed && <span>from </span>}
          {formatRupees(price)} <span>{perBed ? '/ bed / month' : '/ month'}</span>
        </p>
        <a
          href={`#${target}`}
          onClick={(e) => {
            const heading = document.getElementById(target);
            if (!heading) return;
            e.preventDefault();
            heading.scrollIntoView({ block: 'start' });
            heading.focus({ preventScroll: true });
          }}
        >
          Request to book
        </a>
      </Bar>
    </>
  );
}
