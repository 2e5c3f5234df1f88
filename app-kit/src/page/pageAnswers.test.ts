// The answers a page rendered with its data came with: a fresh module for each case, as each page load is one.
type PageAnswers = typeof import('./pageAnswers');

function freshModule(): PageAnswers {
  let mod: PageAnswers | undefined;
  jest.isolateModules(() => {
    mod = require('./pageAnswers');
  });
  return mod as PageAnswers;
}

function pageWith(block: string | null) {
  document.body.innerHTML = block === null ? '' : `<script type="application/json" id="page-answers">${block}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('gives a screen the answer the page came with, once: a later visit to that screen asks the API', () => {
  pageWith(JSON.stringify({ '/api/hostels/h1': { name: 'Sri Sai Residency' }, '/api/hostels/h2': { name: 'Lotus' } }));
  const { pageAnswer } = freshModule();
  expect(pageAnswer('/api/hostels/h1')).toEqual({ name: 'Sri Sai Residency' });
  expect(pageAnswer('/api/hostels/h1')).toBeUndefined();
  expect(pageAnswer('/api/hostels/h2')).toEqual({ name: 'Lotus' });
  expect(pageAnswer('/api/hostels/h3')).toBeUndefined();
});

it('a page without answers, or with a broken block, gives none', () => {
  pageWith(null);
  expect(freshModule().pageAnswer('/api/hostels/h1')).toBeUndefined();
  pageWith('{"/api/hostels/h1": ');
  expect(freshModule().pageAnswer('/api/hostels/h1')).toBeUndefined();
  pageWith('["not", "answers"]');
  expect(freshModule().pageAnswer('0')).toBeUndefined();
});

it('a server render draws from its own answers, as often as it asks, and only while it renders', () => {
  pageWith(JSON.stringify({ '/api/hostels/h1': { name: 'from the page' } }));
  const { pageAnswer, withPageAnswers } = freshModule();
  const drawn = withPageAnswers({ '/api/hostels/h1': { name: 'from the server' } }, () => [
    pageAnswer('/api/hostels/h1'),
    pageAnswer('/api/hostels/h1'),
  ]);
  expect(drawn).toEqual([{ name: 'from the server' }, { name: 'from the server' }]);
  expect(pageAnswer('/api/hostels/h1')).toEqual({ name: 'from the page' });
  expect(() =>
    withPageAnswers({}, () => {
      throw new Error('render failed');
    }),
  ).toThrow('render failed');
  expect(pageAnswer('/api/hostels/h1')).toBeUndefined();
});
