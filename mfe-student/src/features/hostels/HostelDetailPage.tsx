import { memo, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Heart } from 'lucide-react';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import { BOOKING_MESSAGES, HOSTEL_STATUS_LABELS, type HostelDetail, ratingText } from 'contracts';
import { ROLE_LABELS } from 'shared-auth';
import { AvailabilityBadge, Banner, Button, Card, ErrorState, formatDate, formatRupees, Page, toast } from 'shared-ui';
import { useInterest } from '../interested/queries';
import { BookBar } from './BookBar';
import { BookingRequestForm } from './BookingRequestForm';
import { Gallery } from './Gallery';
import { VisitPicker } from '../visits/VisitPicker';
import { AskTheHostel } from './AskTheHostel';
import { bedsText, VerifiedBadge } from './HostelCard';
import { HostelFacts } from './HostelFacts';
import { MyStayHere } from './MyStayHere';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { useHostel, useRecordView } from './queries';
import { useHostelPaths } from '../../paths';
import {
  hasStashedBooking,
  useAskToLogIn,
  useIntent,
  useIsStudent,
  useOtherRole,
  useReturnState,
} from './visitorIntent';
import { isFull, WhenFull } from './WhenFull';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 860px) { grid-template-columns: 1fr; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0 0.5rem;
  h1 { margin: 0; font-size: clamp(1.5rem, 3vw, 2rem); }
`;

// A section below the photos is laid out and painted when it comes near the screen: on a phone most of them start
// below it, and the page's first layout was one 175 ms task at 4x CPU slowdown (its size is kept once known).
const Section = styled.section`
  margin-top: 1.5rem;
  content-visibility: auto;
  contain-intrinsic-size: auto 12rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
`;

const Price = styled.p`
  font-size: 1.6rem;
  font-weight: 800;
  margin: 0 0 1rem;
  span { font-size: 1rem; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * /student/hostels/{id} and, for anyone, /hostels/{id}: what a student needs to decide, and the two actions.
 * A student's visit is recorded as a recent view; a visitor's actions ask them to log in first.
 */
export default function HostelDetailPage() {
  const { id = '' } = useParams();
  const hostel = useHostel(id);
  const paths = useHostelPaths();
  // a hostel that does not load: the reason, Retry, and the way back
  if (hostel.isError)
    return (
      <Page>
        <ErrorState
          message={errorText(hostel.error, 'Could not load this hostel.')}
          onRetry={() => void hostel.refetch()}
        />
        <Link to={paths.hostels}>Back to all hostels</Link>
      </Page>
    );
  return (
    <QueryView query={hostel} loading="Loading hostel..." error="Could not load this hostel.">
      {(h) => <HostelView hostel={h} />}
    </QueryView>
  );
}

/** The page of a hostel, rendered again only when the hostel's answer changes: the query's own state comes and goes (a
 * page rendered from the answer it came with asks again at once, and its start of fetching rendered the whole page
 * again, in the same task). */
const HostelView = memo(function HostelView({ hostel: h }: { hostel: HostelDetail }) {
  usePageMeta(
    h.name,
    `${h.type} hostel in ${h.location}, ${formatRupees(h.price)} a month: ${h.features.join(', ')}. ${h.available ? 'Rooms available.' : 'Full right now.'}`,
  );
  const interest = useInterest();
  const interested = h.interested;
  const paths = useHostelPaths();
  const isStudent = useIsStudent();
  useRecordView(h.id, isStudent);
  const otherRole = useOtherRole();
  const signedInElsewhere = !isStudent && otherRole !== null;
  const askToLogIn = useAskToLogIn();
  const returnHere = useReturnState();
  const setInterest = (value: boolean) =>
    interest.mutate(
      { hostelId: h.id, interested: value },
      {
        onSuccess: () =>
          toast.success(value ? 'Added to your interested hostels.' : 'Removed from your interested hostels.'),
        onError: (err) => toast.error(errorText(err, 'Could not update your interest list.')),
      },
    );
  const toggleInterest = () => (isStudent ? setInterest(!interested) : askToLogIn('interested'));
  // back from logging in to save this hostel: save it (once)
  const [intent, clearIntent] = useIntent();
  const resumed = useRef(false);
  useEffect(() => {
    if (intent !== 'interested' || !isStudent || resumed.current) return;
    resumed.current = true;
    if (!interested) setInterest(true);
    clearIntent();
  });

  return (
    <Page>
      <Link to={paths.hostels}>← All hostels</Link>
      <Head>
        <h1>{h.name}</h1>
        <AvailabilityBadge available={h.available} />
      </Head>
      <p>
        {h.location} · {h.type} · {h.address} · {ratingText(h.rating)}
      </p>
      {h.verifiedOn && (
        <p>
          <VerifiedBadge on={h.verifiedOn} /> Checked by the Hostel Hub team on {formatDate(h.verifiedOn)}.
        </p>
      )}
      {h.status !== 'verified' && (
        <Banner tone="warning">
          {HOSTEL_STATUS_LABELS[h.status]}: students cannot see this hostel until our team has verified it.
        </Banner>
      )}
      <Layout>
        <div>
          <Gallery images={h.images} name={h.name} />
          <Section aria-labelledby="about-title">
            <h2 id="about-title">About</h2>
            <p>{h.description}</p>
          </Section>
          <Section aria-labelledby="details-title">
            <h2 id="details-title">Rooms, food and facilities</h2>
            <HostelFacts hostel={h} />
          </Section>
          <Section aria-labelledby="rules-title">
            <h2 id="rules-title">Hostel rules</h2>
            {h.rules.length ? (
              <ol>
                {h.rules.map((r) => (
                  <li key={r.id}>{r.text}</li>
                ))}
              </ol>
            ) : (
              <p>The owner has not listed any rules yet.</p>
            )}
          </Section>
          <Section aria-labelledby="reviews-title">
            <h2 id="reviews-title">Reviews</h2>
            <ReviewsSection hostelId={h.id} />
          </Section>
        </div>
        <div>
          <Card>
            <Price>
              {h.roomOptions.length > 0 && <span>from </span>}
              {formatRupees(h.price)} <span>{h.roomOptions.length ? '/ bed / month' : '/ month'}</span>
            </Price>
            {bedsText(h) && <p>{bedsText(h)}</p>}
            {isFull(h) && <WhenFull hostelId={h.id} />}
            {signedInElsewhere ? (
              // an owner looking at a listing: no login form under a signed-in navbar
              <Banner tone="info">
                {hasStashedBooking(h.id) ? (
                  BOOKING_MESSAGES.forStudents
                ) : (
                  <>
                    You are signed in as a {otherRole ? ROLE_LABELS[otherRole].toLowerCase() : 'user'}. Students save
                    hostels and request bookings here.
                  </>
                )}
              </Banner>
            ) : (
              <>
                <Button
                  type="button"
                  $variant={interested ? 'secondary' : 'primary'}
                  $block
                  aria-pressed={interested}
                  disabled={interest.isPending}
                  onClick={toggleInterest}
                >
                  <Heart size={18} aria-hidden="true" fill={interested ? 'currentColor' : 'none'} />
                  {interested ? 'Remove from interested' : 'Add to interested'}
                </Button>
                {!isStudent && (
                  <p>
                    <Link to="/login" state={returnHere}>
                      Log in
                    </Link>{' '}
                    or{' '}
                    <Link to="/register" state={returnHere}>
                      register
                    </Link>{' '}
                    as a student to save hostels and request a booking.
                  </p>
                )}
                <Section aria-labelledby="book-title">
                  <h2 id="book-title" tabIndex={-1}>
                    Request to book
                  </h2>
                  {isStudent ? (
                    <MyStayHere hostelId={h.id}>
                      <BookingRequestForm hostel={h} />
                    </MyStayHere>
                  ) : (
                    <BookingRequestForm hostel={h} />
                  )}
                </Section>
              </>
            )}
            {h.contact ? (
              <Section aria-labelledby="owner-title">
                <h2 id="owner-title">Owner contact</h2>
                <p style={{ margin: 0 }}>
                  {h.owner.name}
                  <br />
                  <a href={`tel:+91${h.contact}`}>{h.contact}</a>
                </p>
              </Section>
            ) : null}
            {!signedInElsewhere && (
              <Section aria-labelledby="visit-title">
                <h2 id="visit-title">Visit before you book</h2>
                <VisitPicker hostelId={h.id} />
              </Section>
            )}
            {!signedInElsewhere && (
              <Section aria-labelledby="ask-title">
                <h2 id="ask-title">Ask the hostel</h2>
                <AskTheHostel hostelId={h.id} hostelName={h.name} />
              </Section>
            )}
          </Card>
        </div>
      </Layout>
      {!signedInElsewhere && <BookBar price={h.price} perBed={h.roomOptions.length > 0} target="book-title" />}
    </Page>
  );
});
