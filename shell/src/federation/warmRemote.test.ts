import { scriptsOf } from './warmRemote';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
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
