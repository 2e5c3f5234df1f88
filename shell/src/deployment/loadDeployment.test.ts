import { remoteModuleFor, setRemoteAreas } from '../federation/areas';
import { loadDeployment } from './loadDeployment';

/** A fetch that answers the deployment file with `body` (jsdom has no Response). */
const answer = (body: unknown, status = 200) =>
  (async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

it('reads the route table from the deployment, leaving out entries that are not well formed', async () => {
  const deployment = await loadDeployment(
    answer({
      apiBaseUrl: 'http://api.example',
      remotes: { mfe_legal: 'http://legal.example/mf-manifest.json' },
      areas: [
        { path: 'support', module: 'mfe_legal/SupportPage' },
        { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
        { path: '../admin', module: 'mfe_admin/AdminRoutes' },
        { path: 'owner/*', module: 'mfe_owner/OwnerRoutes', role: 'root' },
        'nonsense',
      ],
    }),
  );
  expect(deployment.areas.map((a) => a.path)).toEqual(['support', 'legal/*']);
  setRemoteAreas(deployment.areas);
  expect(remoteModuleFor('/legal/privacy-policy')).toBe('mfe_legal/LegalRoutes');
  expect(remoteModuleFor('/owner/my-hostels')).toBeUndefined();
});

it('without a deployment the shell still starts, with no remote areas', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await loadDeployment(answer({}, 503))).toEqual({ apiBaseUrl: '', remotes: {}, areas: [] });
});
