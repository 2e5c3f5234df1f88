import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { Page } from './Surface';

const Box = styled(Page)`
  text-align: center;
  p.code { font-size: 4rem; font-weight: 800; margin: 1rem 0 0; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The site's one not-found page (the shell's, and an area's for an unknown path inside it), with a way back. */
export function SectionNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  useEffect(() => {
    document.title = 'Page not found · Hostel Hub';
  }, []);
  return (
    <Box>
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button as={Link} to={backTo}>
        {backLabel}
      </Button>
    </Box>
  );
}
