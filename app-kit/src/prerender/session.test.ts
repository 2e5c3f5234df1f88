/** @jest-environment node */
import { useSession } from 'shared-auth';
import { asPrerenderUser, markSessionFields, prerenderUser } from './session';

it("puts an element to fill where the render showed the user's details, and refuses one inside a tag", () => {
  const { name, hostelName } = prerenderUser('owner');
  expect(markSessionFields(`<h1>Welcome, <!-- -->${name}<!-- -->!</h1><p>Managing ${hostelName}</p>`)).toBe(
    '<h1>Welcome, <!-- --><span data-session="name"></span><!-- -->!</h1><p>Managing <span data-session="hostelName"></span></p>',
  );
  expect(() => markSessionFields(`<button aria-label="Menu of ${name}">Menu</button>`)).toThrow(/in an attribute/);
  // the photo: an image whose source the page sets (or which it leaves out)
  const { profilePictureUrl } = prerenderUser('student');
  const preload = `<link rel="preload" as="image" href="${profilePictureUrl}"/>`;
  expect(markSessionFields(`${preload}<img src="${profilePictureUrl}" alt="" width="28"/>`)).toBe(
    '<img data-session-src="profilePictureUrl" alt="" width="28"/>',
  );
  expect(() => markSessionFields(`<a href="${profilePictureUrl}">photo</a>`)).toThrow(/in an attribute/);
  expect(() => markSessionFields('<p>@@session.email@@</p>')).toThrow(/no session field/);
});

it("signs the render in as the role's user, the server snapshot too, and puts the store back", () => {
  const seen = asPrerenderUser('student', () => [useSession.getState().user?.role, useSession.getInitialState().token]);
  expect(seen).toEqual(['student', 'prerender']);
  expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'loading' });
  expect(useSession.getInitialState()).toMatchObject({ token: null, user: null, status: 'loading' });
});
