import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { NOTICE_DISMISS_MS } from './slides';

/** Over the carousel's corner, scrolling away with it: never over the search below, even where it cannot be dismissed
 * (before the page's code has come, or without JavaScript). */
const Box = styled.aside`
  position: absolute;
  top: 5rem;
  right: 1rem;
  z-index: 950;
  width: min(360px, calc(100vw - 2rem));
  padding: 1rem 2.5rem 1rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warningText};
  border: 1px solid currentColor;
  box-shadow: ${({ theme }) => theme.shadow};
  h2 { margin: 0 0 0.3rem; font-size: 1.05rem; }
  p { margin: 0; font-size: 0.92rem; }
  button { position: absolute; top: 0.5rem; right: 0.5rem; border: 0; background: none; color: inherit; cursor: pointer; padding: 0.25rem; }
`;

/** 'Project in Progress': shown on load, dismissible, gone by itself after 3 s. */
export function ProjectNotice() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), NOTICE_DISMISS_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Box id="project-notice" role="status" aria-labelledby="project-notice-title">
      {/* it cannot go away without JavaScript, and what it asks for (signing in) needs it */}
      <noscript>
        <style>{'#project-notice{display:none}'}</style>
      </noscript>
      <h2 id="project-notice-title">Project in Progress</h2>
      <p>
        This site is still under development. Please log in with the test credentials shown on the login page to explore
        it.
      </p>
      <button type="button" aria-label="Dismiss notice" onClick={() => setOpen(false)}>
        <X size={18} aria-hidden="true" />
      </button>
    </Box>
  );
}
