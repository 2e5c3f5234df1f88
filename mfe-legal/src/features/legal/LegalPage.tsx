import styled from 'styled-components';
import { usePageMeta } from 'app-kit';
import { Page } from 'shared-ui';
import { plainText, RichText } from './RichText';
import { TableOfContents } from './TableOfContents';
import type { LegalDocument } from './types';
import { legalTitle } from 'contracts';

const Article = styled.article`
  max-width: 72ch;
  margin: 0 auto;
  h1 { margin: 0 0 0.25rem; font-size: clamp(1.6rem, 3.5vw, 2.2rem); }
  h2 { margin: 2rem 0 0.5rem; font-size: 1.3rem; scroll-margin-top: 5rem; }
  p, li { line-height: 1.7; }
  ul { padding-left: 1.25rem; }
  @media print {
    max-width: none;
    a { color: inherit; text-decoration: underline; }
    a[href^='mailto:']::after { content: ''; }
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 1rem;
`;

/** One legal page from its data: title, last-updated line, contents, sections. Opens at the top. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  usePageMeta(legalTitle(doc.slug), plainText(doc.summary));
  return (
    <Page>
      <Article aria-labelledby="legal-title">
        <h1 id="legal-title">{legalTitle(doc.slug)}</h1>
        <Updated>Last updated: {doc.lastUpdated}</Updated>
        <p>
          <RichText text={doc.summary} />
        </p>
        <TableOfContents sections={doc.sections} />
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.blocks.map((block) =>
              typeof block === 'string' ? (
                <p key={block}>
                  <RichText text={block} />
                </p>
              ) : (
                <ul key={block.list.join('\n')}>
                  {block.list.map((item) => (
                    <li key={item}>
                      <RichText text={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </Article>
    </Page>
  );
}
