import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font};
    font-size: 16px;
    line-height: 1.55;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    transition: background-color 0.2s ease, color 0.2s ease;
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  h1, h2, h3 { line-height: 1.25; }
  img { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  @media print {
    body { background: #fff; color: #000; }
    nav, footer, [data-print="hide"] { display: none !important; }
  }
`;
