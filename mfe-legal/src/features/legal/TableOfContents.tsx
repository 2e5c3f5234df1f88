import styled from 'styled-components';
import type { LegalSection } from './types';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  margin: 0 0 2rem;
  && h2 { font-size: 1rem; margin: 0 0 0.5rem; }
  ol { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.25rem; }
  @media print { display: none; }
`;

/** The page's contents: one link per section, to its anchor. */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <Nav aria-labelledby="toc-title">
      <h2 id="toc-title">Contents</h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.heading}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
