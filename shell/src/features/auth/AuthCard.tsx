import styled from 'styled-components';
import { Card } from 'shared-ui';

/** The centred card of the sign-in pages. */
export const AuthCard = styled(Card)`
  width: min(460px, calc(100% - 2rem));
  margin: 2.5rem auto;
  padding: 2rem 1.75rem;
  h1 { margin: 0 0 1.25rem; text-align: center; font-size: 1.6rem; }
  form { display: block; }
`;

export const AuthLinks = styled.p`
  margin: 1rem 0 0;
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;
