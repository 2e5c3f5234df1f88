import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { QueryView, usePageMeta } from 'app-kit';
import { useAuth } from 'shared-auth';
import { Button, Card, Page, PageTitle } from 'shared-ui';
import { HostelPicker } from '../../shared/HostelPicker';
import { useChosenHostel, useMyHostels } from '../hostels/queries';
import { studentsQuery } from './queries';
import { ownerPaths } from '../../paths';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 1rem;
  h2 { margin: 0 0 0.3rem; font-size: 1.1rem; }
  p { margin: 0 0 0.2rem; }
`;

/** /owner/my-students: a hostel filter only with more than one hostel, the first preselected (spec 001 §2). */
export default function MyStudentsPage() {
  usePageMeta('My Students');
  const { token } = useAuth();
  const hostels = useMyHostels();
  const students = useQuery(studentsQuery);
  const [hostelId, setHostelId] = useChosenHostel(hostels.data);

  if (!token) return null; // the route guard sends visitors to /login

  return (
    <Page>
      <PageTitle>My Hostel Students</PageTitle>
      <QueryView
        query={students}
        also={[hostels]}
        loading="Loading students..."
        error="Could not load your students. Please try again."
      >
        {(all) => {
          const shown = all.filter((s) => s.hostel._id === hostelId);
          return (
            <>
              <HostelPicker hostels={hostels.data ?? []} value={hostelId} onChange={setHostelId} label="Hostel" />
              {shown.length === 0 ? (
                <p>No students found for this hostel.</p>
              ) : (
                <Grid aria-label="Students">
                  {shown.map((s) => (
                    <li key={s._id}>
                      <Card>
                        <h2>{s.name}</h2>
                        <p>{s.hostel.name}</p>
                        <p>
                          Room {s.room} · Floor {s.floor}
                        </p>
                        <p>
                          <a href={`tel:+91${s.phone}`}>{s.phone}</a>
                        </p>
                      </Card>
                    </li>
                  ))}
                </Grid>
              )}
              <Button as={Link} to={ownerPaths.addStudent}>
                Add Student
              </Button>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
