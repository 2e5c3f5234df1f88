import styled from 'styled-components';
import { Banner, Button } from 'shared-ui';

export const NEW_VERSION_TEXT = 'A new version of this section is available';

const Wrap = styled.div`
  width: 100%;
  max-width: 1100px;
  margin: 1rem auto 0;
  padding: 0 1rem;
  box-sizing: border-box;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

/**
 * The polite notice for a section whose team released a newer version while this tab was open. The tab
 * keeps the version it loaded until it reloads; `blocking` is for a section that cannot show without it.
 */
export function NewVersionNotice({ blocking = false }: { blocking?: boolean }) {
  return (
    <Wrap>
      <Banner tone="info">
        <Row>
          <div>
            <p>
              <strong>{NEW_VERSION_TEXT}</strong>
            </p>
            <p>
              {blocking
                ? 'Reload the page to open it.'
                : 'You can keep going; reload when it suits you to get the latest.'}
            </p>
          </div>
          <Button type="button" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Row>
      </Banner>
    </Wrap>
  );
}
