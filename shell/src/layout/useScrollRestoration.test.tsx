import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

function Pages() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/about">About Us</Link>
      <Link to="/about#team">Our team</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route
          path="/about"
          element={
            <h2 id="team" tabIndex={-1}>
              team
            </h2>
          }
        />
      </Routes>
    </>
  );
}

let y = 0;
// as Chromium's (from version 150 or so): the scroll methods answer a Promise
const scrollTo = jest.fn((_x: number, top: number) => {
  y = top;
  return Promise.resolve();
});
const scrollIntoView = jest.fn(() => Promise.resolve());
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  y = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

/** The visitor scrolls the page to `top`. */
function scrollPage(top: number) {
  y = top;
  act(() => void window.dispatchEvent(new Event('scroll')));
}

it('leaves the first page where it is, opens a new page at its top, and Back returns to where the visitor was', async () => {
  render(
    <MemoryRouter>
      <Pages />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  scrollPage(640);
  await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollPage(120);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('home')).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
});

it('moves on after Back, though the browser answers scrolling with a Promise', async () => {
  render(
    <MemoryRouter>
      <Pages />
    </MemoryRouter>,
  );
  scrollPage(300);
  await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  // the effect that restored the position is cleaned up now: it must have left no Promise as its cleanup
  await userEvent.click(screen.getByRole('link', { name: 'Our team' }));
  expect(screen.getByRole('heading', { name: 'team' })).toBeInTheDocument();
});

it('opens a link to an #anchor at the anchor', async () => {
  render(
    <MemoryRouter>
      <Pages />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Our team' }));
  expect(scrollIntoView).toHaveBeenCalled();
  expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'team' }));
  expect(scrollTo).not.toHaveBeenCalled();
});
