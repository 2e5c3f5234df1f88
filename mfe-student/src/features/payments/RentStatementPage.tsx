import { useQuery } from '@tanstack/react-query';
import { Facts, QueryView, usePageMeta } from 'app-kit';
import { financialYearLabel, financialYearOf } from 'contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, formatDate, formatRupees, Page, PageTitle, SelectField } from 'shared-ui';
import { studentPath, studentPaths } from '../../paths';
import { rentStatementQuery } from './queries';

const Payments = styled.ol`
  list-style: none;
  padding: 0;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.2rem 1rem; padding: 0.45rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border}55; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const NoPrint = styled.div`
  @media print { display: none; }
`;

/** /student/my-bookings/:id/rent-statement: rent paid for a stay in a financial year (April–March), for HRA. */
export default function RentStatementPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const thisYear = financialYearOf(new Date().toISOString().slice(0, 10));
  const year = Number(params.get('year')) || thisYear;
  const statement = useQuery(rentStatementQuery(id, year));
  usePageMeta(`Rent statement ${financialYearLabel(year)}`);
  return (
    <Page $narrow>
      <NoPrint>
        <SelectField
          label="Financial year"
          value={year}
          onChange={(e) => setParams({ year: e.target.value }, { replace: true })}
        >
          {[thisYear, thisYear - 1, thisYear - 2].map((y) => (
            <option key={y} value={y}>
              {financialYearLabel(y)} (April {y} – March {y + 1})
            </option>
          ))}
        </SelectField>
      </NoPrint>
      <QueryView query={statement} loading="Loading the statement..." error="Could not load this statement.">
        {(s) => (
          <Card as="article" aria-labelledby="rent-statement-title">
            <PageTitle id="rent-statement-title">Rent statement {s.label}</PageTitle>
            <Facts>
              <dt>Tenant</dt>
              <dd>{s.studentName}</dd>
              <dt>Property</dt>
              <dd>{s.property}</dd>
              <dt>Landlord</dt>
              <dd>{s.ownerName}</dd>
              <dt>Landlord’s PAN</dt>
              <dd>{s.ownerPan ?? 'Not given by the owner'}</dd>
              <dt>Period</dt>
              <dd>
                {formatDate(s.from)} – {formatDate(s.to)}
              </dd>
            </Facts>
            {s.payments.length === 0 ? (
              <p>No rent was paid for this stay in {s.label}.</p>
            ) : (
              <Payments aria-label="Rent paid">
                {s.payments.map((p) => (
                  <li key={`${p.paidOn}-${p.receiptNo ?? p.month}`}>
                    <span>
                      {p.month}{' '}
                      <small>
                        paid {formatDate(p.paidOn)} · {p.method}
                      </small>
                    </span>
                    <span>
                      {formatRupees(p.amount)} {p.receiptNo && <small>Receipt {p.receiptNo}</small>}
                    </span>
                  </li>
                ))}
              </Payments>
            )}
            <p>
              <strong>Total rent paid: {formatRupees(s.total)}</strong> ({s.totalInWords})
            </p>
            <NoPrint>
              <Button type="button" $variant="secondary" onClick={() => window.print()}>
                Print or save as PDF
              </Button>
            </NoPrint>
          </Card>
        )}
      </QueryView>
      <p>
        <Link to={studentPath(studentPaths.statement, { id })}>Back to the statement of the stay</Link>
      </p>
    </Page>
  );
}
