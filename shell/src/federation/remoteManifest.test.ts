import { entryOf, scriptsOf } from './remoteManifest';

const manifest = {
  metaData: { globalName: 'mfe_student', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { path: './DashboardPage', assets: { js: { sync: ['502.ff.js', '__federation_expose_DashboardPage.88.js'] } } },
    { path: './StudentRoutes', assets: { js: { sync: ['502.ff.js', '__federation_expose_StudentRoutes.1c.js'] } } },
  ],
};
const url = 'https://student.example/mfe-student/20261124-104021-b9f91632/mf-manifest.json';
const base = 'https://student.example/mfe-student/20261124-104021-b9f91632';

it("names the remote's entry and the chunks of the one module to load, beside the manifest", () => {
  expect(scriptsOf(manifest, url, 'DashboardPage')).toEqual([
    `${base}/remoteEntry.js`,
    `${base}/502.ff.js`,
    `${base}/__federation_expose_DashboardPage.88.js`,
  ]);
});

it('an entry in a folder, and a module the manifest does not list (only the entry)', () => {
  const inFolder = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } };
  expect(scriptsOf(inFolder, url, 'NoSuchPage')).toEqual([`${base}/static/remoteEntry.js`]);
  expect(scriptsOf({}, url, 'DashboardPage')).toEqual([]);
});

it('tells the runtime where the entry is and the global it defines', () => {
  expect(entryOf(manifest, url, 'mfe_student')).toEqual({
    url: `${base}/remoteEntry.js`,
    globalName: 'mfe_student',
    type: 'global',
  });
  // an older manifest without the global's name or the entry's type: the remote's name, and a global
  expect(entryOf({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, url, 'mfe_legal')).toEqual({
    url: `${base}/remoteEntry.js`,
    globalName: 'mfe_legal',
    type: 'global',
  });
  expect(entryOf({}, url, 'mfe_legal')).toBeNull();
});
