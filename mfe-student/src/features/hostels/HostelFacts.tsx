import type { HostelDetail } from 'contracts';
import { formatRupees, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const Facts = styled.div`
  table { border-collapse: collapse; width: 100%; margin-bottom: 0.75rem; }
  th, td { text-align: left; padding: 0.45rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  ul.amenities { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; margin: 0; }
  ul.amenities li { padding: 0.25rem 0.6rem; border-radius: 8px; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** The amenities and the owner's features as one list, each once ("Wi-Fi" and "WiFi" are the same). */
export function facilitiesOf(h: Pick<HostelDetail, 'amenities' | 'features'>): string[] {
  const seen = new Set<string>();
  return [...h.amenities, ...h.features].filter((item) => {
    const key = item.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "Veg & non-veg, 3 meals a day" or "No food". */
export function foodText(h: Pick<HostelDetail, 'food' | 'mealsPerDay'>): string {
  if (h.food === 'No food') return 'No food';
  return h.mealsPerDay ? `${h.food}, ${h.mealsPerDay} meal${h.mealsPerDay === 1 ? '' : 's'} a day` : h.food;
}

/** What a student decides on: room options by sharing type, deposit, food, check-in rules, amenities, landmark. */
export function HostelFacts({ hostel: h }: { hostel: HostelDetail }) {
  const facilities = facilitiesOf(h);
  return (
    <Facts>
      {h.roomOptions.length > 0 && (
        <table>
          <caption>
            <VisuallyHidden>Room options</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Sharing</th>
              <th scope="col">Price per bed</th>
              <th scope="col">Beds free</th>
            </tr>
          </thead>
          <tbody>
            {h.roomOptions.map((o) => (
              <tr key={o.sharing}>
                <th scope="row">{o.sharing}</th>
                <td>{formatRupees(o.pricePerBed)} / month</td>
                <td>{o.bedsFree || 'Full'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl>
        <dt>Security deposit</dt>
        <dd>{h.deposit ? `${formatRupees(h.deposit)}, refundable` : 'None'}</dd>
        <dt>Food</dt>
        <dd>{foodText(h)}</dd>
        {h.landmark && (
          <>
            <dt>Nearby</dt>
            <dd>{h.landmarkKm === null ? h.landmark : `${h.landmarkKm} km from ${h.landmark}`}</dd>
          </>
        )}
        {h.checkInRules && (
          <>
            <dt>Check-in</dt>
            <dd>{h.checkInRules}</dd>
          </>
        )}
      </dl>
      {facilities.length > 0 && (
        <>
          <h3>Amenities and features</h3>
          <ul className="amenities" aria-label="Amenities and features">
            {facilities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
    </Facts>
  );
}
