import { render, screen, within } from '@testing-library/react';
import { HubThemeProvider } from 'shared-ui';
import { DeploymentBanners, DeploymentNoticeContext, type DeploymentNotices } from './DeploymentBanners';
import { fetchDeployment } from './loadDeployment';

const renderBanners = (notices: DeploymentNotices) =>
  render(
    <HubThemeProvider>
      <DeploymentNoticeContext value={notices}>
        <DeploymentBanners />
      </DeploymentNoticeContext>
    </HubThemeProvider>,
  );

it('names the area served from a local dev server, and Stop posts to the server that ends it', () => {
  window.history.replaceState(null, '', '/support');
  renderBanners({ override: { app: 'mfe-legal', origin: 'http://localhost:3013' } });
  const banner = screen.getByText(/^Local:/);
  expect(banner).toHaveTextContent('Local: mfe-legal from localhost:3013.');
  const stop = within(banner).getByRole('button', { name: 'Stop' });
  const form = stop.closest('form') as HTMLFormElement;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/__override/stop');
  expect(new FormData(form).get('path')).toBe('/support');
});

it('shows nothing when this browser gets the live releases', () => {
  const { container } = renderBanners({});
  expect(container).toBeEmptyDOMElement();
});

it('a deployment naming a dev server elsewhere is not taken', async () => {
  const answer = (override: unknown) =>
    (async () => ({
      ok: true,
      status: 200,
      json: async () => ({ apiBaseUrl: '', remotes: {}, areas: [], override }),
    })) as unknown as typeof fetch;
  await expect(fetchDeployment(answer({ app: 'mfe-legal', origin: 'http://evil.example' }))).rejects.toThrow(
    'unexpected shape',
  );
  expect((await fetchDeployment(answer({ app: 'mfe-legal', origin: 'http://127.0.0.1:3013' }))).override).toEqual({
    app: 'mfe-legal',
    origin: 'http://127.0.0.1:3013',
  });
});
