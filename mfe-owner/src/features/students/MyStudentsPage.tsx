import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useApiData } from 'app-kit';
import { useAuth } from 'shared-auth';
import { Button, Card, ErrorState, Page, PageTitle, Spinner } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { HostelPicker } from '../../shared/HostelPicker';

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
  const { token } = useAuth();
  const data = useApiData(async () => {
    const [hostels, students] = await Promise.all([ownerApi.myHostels(), ownerApi.myStudents()]);
    return { hostels, students };
  }, []);
  const [hostelId, setHostelId] = useState('');
  useEffect(() => {
    if (data.status === 'ready' && !hostelId && data.data.hostels[0]) setHostelId(data.data.hostels[0]._id);
  }, [data.status, data.data, hostelId]);

  if (!token) return null; // the route guard sends visitors to /login
  const shown = data.status === 'ready' ? data.data.students.filter((s) => s.hostel._id === hostelId) : [];

  return (
    <Page>
      <PageTitle>My Hostel Students</PageTitle>
      {data.status === 'loading' && <Spinner label="Loading students..." showLabel />}
      {data.status === 'error' && <ErrorState message={data.error} onRetry={data.reload} />}
      {data.status === 'ready' && (
        <>
          <HostelPicker hostels={data.data.hostels} value={hostelId} onChange={setHostelId} label="Hostel" />
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
          <Button as={Link} to="/owner/add-student">
            Add Student
          </Button>
        </>
      )}
    </Page>
  );
}
