import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import __COMPONENT__ from '../features/area/__COMPONENT__';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="__TITLE__ area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    links={[{ to: '/__AREA__', label: '__TITLE__' }]}
  >
    <Routes>
      <Route path="*" element={<__COMPONENT__ />} />
    </Routes>
  </StandaloneHost>,
);
