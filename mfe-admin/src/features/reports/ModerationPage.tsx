import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useInvalidate, usePageMeta } from 'app-kit';
import { type MessageReport, type ModerationItem, REASON_MAX, type ReportDecision } from 'contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, formatDate, Page, PageTitle, toast, Pager } from 'shared-ui';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, adminApi } from '../../api/adminApi';
import { adminKeys } from '../../api/keys';
import { ReasonForm } from '../../shared/ReasonForm';
import { waitingText } from './waiting';

const List = styled.ul`
  list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: 1rem;
  h2, h3 { font-size: 1.05rem; margin: 0 0 0.4rem; }
  blockquote { margin: 0.5rem 0; padding-left: 0.75rem; border-left: 3px solid ${({ theme }) => theme.colors.border}; }
  p { margin: 0.25rem 0; }
`;

/** Reported reviews, the longest waiting first: keep or remove each with a note to both people. */
export default function ModerationPage() {
  usePageMeta('Moderate reviews');
  const [page, setPage] = useState(1);
  const reports = useQuery({ queryKey: [...adminKeys.reports, page], queryFn: () => adminApi.reports(page) });
  return (
    <Page>
      <PageTitle>Reported reviews</PageTitle>
      <p>Each report is decided within 48 hours; the reporter and the review's author both get the note.</p>
      <QueryView query={reports} error="Could not load the reports." loading="Loading reports...">
        {({ reports: list, total }) =>
          list.length ? (
            <>
              <List>
                {list.map((r) => (
                  <ReportItem key={r.id} report={r} />
                ))}
              </List>
              <Pager page={page} totalPages={Math.ceil(total / ADMIN_PAGE_SIZE)} onPage={setPage} label="Pages" />
            </>
          ) : (
            <p>No reported reviews are waiting.</p>
          )
        }
      </QueryView>
      <ReportedMessages />
    </Page>
  );
}

/** Reported messages between students and hostels, beside the reviews: the same decision, the same note. */
function ReportedMessages() {
  const [page, setPage] = useState(1);
  const reports = useQuery({
    queryKey: [...adminKeys.messageReports, page],
    queryFn: () => adminApi.messageReports(page),
  });
  return (
    <section aria-labelledby="reported-messages" style={{ marginTop: '2rem' }}>
      <h2 id="reported-messages">Reported messages</h2>
      <QueryView query={reports} error="Could not load the reported messages." loading="Loading reports...">
        {({ reports: list, total }) =>
          list.length ? (
            <>
              <List>
                {list.map((r) => (
                  <MessageReportItem key={r.id} report={r} />
                ))}
              </List>
              <Pager
                page={page}
                totalPages={Math.ceil(total / ADMIN_PAGE_SIZE)}
                onPage={setPage}
                label="Pages of reported messages"
              />
            </>
          ) : (
            <p>No reported messages are waiting.</p>
          )
        }
      </QueryView>
    </section>
  );
}

function MessageReportItem({ report: r }: { report: MessageReport }) {
  return (
    <ReportCard
      id={`message-report-${r.id}`}
      heading={
        <h3 id={`message-report-${r.id}`}>
          Message about {r.message.hostelName} by {r.message.author} ({r.message.from})
        </h3>
      }
      facts={`written ${formatDate(r.message.createdAt)}`}
      text={r.message.text}
      report={r}
      what="message"
      people="the writer"
      decide={(decision, note) => adminApi.decideMessage(r.id, decision, note)}
      stale={[adminKeys.messageReports]}
    />
  );
}

function ReportItem({ report: r }: { report: ModerationItem }) {
  return (
    <ReportCard
      id={`report-${r.id}`}
      heading={
        <h2 id={`report-${r.id}`}>
          Review of <Link to={`/hostels/${r.review.hostelId}`}>{r.review.hostelName}</Link> by {r.review.author}
        </h2>
      }
      facts={`${r.review.overall} of 5 stars · written ${formatDate(r.review.createdAt)}`}
      text={r.review.text}
      report={r}
      what="review"
      people="the author"
      decide={(decision, note) => adminApi.decide(r.id, decision, note)}
      stale={[adminKeys.reports, adminKeys.overview]}
    />
  );
}

/** A reported review or message: what was written, the report, and the decision with a note to both people. */
function ReportCard({
  id,
  heading,
  facts,
  text,
  report,
  what,
  people,
  decide: send,
  stale,
}: {
  id: string;
  heading: ReactNode;
  facts: string;
  text: string;
  report: { reportedAt: string; reporter: string; reason: string };
  what: 'review' | 'message';
  people: string;
  decide: (decision: ReportDecision, note: string) => Promise<{ message: string }>;
  stale: ReadonlyArray<readonly unknown[]>;
}) {
  const invalidate = useInvalidate();
  const [deciding, setDeciding] = useState(false);
  const decide = useMutation({
    mutationFn: ({ decision, note }: { decision: ReportDecision; note: string }) => send(decision, note),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidate(...stale);
    },
    onError: (error) => toast.error(errorText(error, 'Could not save the decision. Please try again.')),
  });
  const wait = waitingText(report.reportedAt);
  return (
    <li>
      <Card as="article" aria-labelledby={id}>
        {heading}
        <Badge $tone={wait.tone}>{wait.text}</Badge>
        <p>{facts}</p>
        <blockquote>{text}</blockquote>
        <p>
          Reported by {report.reporter}: “{report.reason}”
        </p>
        {deciding ? (
          <ReasonForm
            label={`Note to the reporter and ${people}`}
            missing="Please add a note for the people involved."
            max={REASON_MAX}
            busy={decide.isPending}
            actions={[
              { label: `Keep the ${what}`, onSubmit: (note) => decide.mutate({ decision: 'keep', note }) },
              {
                label: `Remove the ${what}`,
                danger: true,
                onSubmit: (note) => decide.mutate({ decision: 'remove', note }),
              },
            ]}
            onCancel={() => setDeciding(false)}
          />
        ) : (
          <Button type="button" $size="sm" onClick={() => setDeciding(true)}>
            Decide
          </Button>
        )}
      </Card>
    </li>
  );
}
