import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from 'shared-ui';

/** Everything under /owner/* (paths relative to it). The area's screens arrive with the owner-area work. */
export default function OwnerRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SectionNotFound backTo="/owner-dashboard" backLabel="Go to My Dashboard" />} />
    </Routes>
  );
}
