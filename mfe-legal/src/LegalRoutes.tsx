import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from 'shared-ui';

/** Everything under /legal/* (paths relative to it). */
export default function LegalRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SectionNotFound backTo="/support" backLabel="Go to the Support Centre" />} />
    </Routes>
  );
}
