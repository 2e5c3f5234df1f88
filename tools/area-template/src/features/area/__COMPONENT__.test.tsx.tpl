import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../../../tools/jest/render';
import __COMPONENT__ from './__COMPONENT__';

it('shows its title as the heading and the document title', () => {
  renderWithRouter(<__COMPONENT__ />, { path: '/__AREA__' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('__TITLE__');
  expect(document.title).toBe('__TITLE__ · Hostel Hub');
});
