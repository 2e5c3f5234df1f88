import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from 'shared-ui';

/** Everything under /student/* (paths relative to it). The area's screens arrive with the student-area work. */
export default function StudentRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SectionNotFound backTo="/student-dashboard" backLabel="Go to My Dashboard" />} />
    </Routes>
  );
}
