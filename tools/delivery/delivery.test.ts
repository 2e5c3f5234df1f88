// The delivery commands and the registry, through the commands a team runs and the shell server's answer.
import fs from 'node:fs';
import path from 'node:path';
import {
  cli,
  freshDeployRoot,
  HOSTEL_PAGES,
  makeBuild,
  releaseBuild,
  sharedEntries,
  startServer,
  type ServerHandle,
} from './testing/fixtures';

const REGISTRY = 'registry.json';
let deploy: string;
let shellServer: ServerHandle | undefined;

beforeEach(() => {
  deploy = freshDeployRoot();
});
afterEach(async () => {
  await shellServer?.stop();
  shellServer = undefined;
});

/** The shell server's /deployment.json as a browser with these cookies gets it. */
async function deploymentFor(cookie = 'hh_bucket=99') {
  shellServer ??= await startServer('shell', deploy, { MFE_LEGAL_ORIGIN: 'https://legal.example' });
  const res = await fetch(`${shellServer.url}/deployment.json`, { headers: { cookie } });
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return (await res.json()) as {
    remotes: Record<string, string>;
    areas: Array<{ path: string; module: string; role?: string }>;
    releases: Record<string, string>;
    preview?: Record<string, string>;
  };
}

const registryText = () => fs.readFileSync(path.join(deploy, REGISTRY), 'utf8');
const releaseFolders = (app: string) => fs.readdirSync(path.join(deploy, app)).filter((n) => /^\d{8}-/.test(n));

/** A shell and a legal area released, as most tests start; released once for the file, then copied. */
let released: { dir: string; shell: string; legal: string } | undefined;
function baseline() {
  if (!released) {
    const dir = freshDeployRoot();
    const shell = releaseBuild(dir, 'shell', makeBuild('shell'));
    const legal = releaseBuild(dir, 'mfe-legal', makeBuild('mfe-legal', { marker: 'legal-1' }));
    released = { dir, shell, legal };
  }
  fs.cpSync(released.dir, deploy, { recursive: true });
  return { shell: released.shell, legal: released.legal };
}

describe('the route table is data', () => {
  it('/deployment.json hands the shell the areas of the remotes in the registry, and only theirs', async () => {
    baseline();
    const onlyLegal = await deploymentFor();
    expect(onlyLegal.areas).toEqual([
      { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
      { path: 'support', module: 'mfe_legal/SupportPage' },
    ]);
    // a remote released into the registry brings its paths with it: no shell build, no restart
    releaseBuild(deploy, 'mfe-owner', makeBuild('mfe-owner'));
    const withOwner = await deploymentFor();
    expect(withOwner.areas.map((a) => a.path).sort()).toEqual(['legal/*', 'owner-dashboard', 'owner/*', 'support']);
    expect(withOwner.areas.find((a) => a.path === 'owner/*')).toMatchObject({
      path: 'owner/*',
      module: 'mfe_owner/OwnerRoutes',
      role: 'owner',
    });
  });
});

describe('release, rollback, releases', () => {
  it('a release goes live at once; the next one replaces it; rollback brings the first back, with no build and no restart', async () => {
    const { legal: first } = baseline();
    expect((await deploymentFor()).remotes.mfe_legal).toBe(`https://legal.example/mfe-legal/${first}/mf-manifest.json`);

    const second = releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal', { marker: 'legal-2' }));
    expect(second).not.toBe(first);
    expect((await deploymentFor()).releases['mfe-legal']).toBe(second);
    // the first release stays served for tabs that loaded it
    expect(releaseFolders('mfe-legal').sort()).toEqual([first, second].sort());

    const listed = cli(deploy, ['releases', '--app', 'mfe-legal']);
    expect(listed.stdout).toMatch(new RegExp(`\\*\\s+${second}\\s+live`));
    expect(listed.stdout).toMatch(new RegExp(`\\n\\s+${first}\\s+kept`));

    const back = cli(deploy, ['rollback', '--app', 'mfe-legal']);
    expect(back.status).toBe(0);
    expect(back.stdout).toContain(`rolled back from ${second} to ${first}`);
    expect((await deploymentFor()).releases['mfe-legal']).toBe(first);

    // nothing earlier to go back to: refused, nothing changes
    const before = registryText();
    const again = cli(deploy, ['rollback', '--app', 'mfe-legal']);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('has no earlier release to roll back to');
    expect(registryText()).toBe(before);
  });

  it('a build identical to the live release is not released again', () => {
    const build = makeBuild('mfe-legal', { marker: 'same' });
    baseline();
    const live = releaseBuild(deploy, 'mfe-legal', build);
    const before = registryText();
    const again = cli(deploy, ['release', '--app', 'mfe-legal', '--from', build]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`mfe-legal: the build is the same as the live release ${live}; nothing to release.`);
    expect(registryText()).toBe(before);
  });

  it('the registry has the Frontend Discovery shape, and the shell serves it with absolute URLs', async () => {
    const { legal } = baseline();
    const doc = JSON.parse(registryText());
    expect(doc.schema).toContain('frontend-discovery');
    const [version] = doc.microFrontends['mfe-legal'];
    expect(version).toMatchObject({
      url: `mfe-legal/${legal}/mf-manifest.json`,
      metadata: { version: legal },
      deployment: { traffic: 100, default: true },
    });
    expect(version.metadata.integrity).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    expect(version.extras).toMatchObject({ releaseId: legal, commit: expect.any(String), bytes: expect.any(Number) });
    shellServer = await startServer('shell', deploy, { MFE_LEGAL_ORIGIN: 'https://legal.example' });
    const served = await (await fetch(`${shellServer.url}/frontend-discovery.json`)).json();
    expect(served.microFrontends['mfe-legal'][0].url).toBe(`https://legal.example/mfe-legal/${legal}/mf-manifest.json`);
  });

  it('keeps the newest releases (RELEASES_KEEP) and never removes the live one', () => {
    baseline();
    const ids = [2, 3, 4].map((n) =>
      releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal', { marker: `legal-${n}` }), [], { RELEASES_KEEP: '2' }),
    );
    expect(releaseFolders('mfe-legal').sort()).toEqual(ids.slice(1).sort());
    expect(
      JSON.parse(registryText())
        .microFrontends['mfe-legal'].map((v: { metadata: { version: string } }) => v.metadata.version)
        .sort(),
    ).toEqual(ids.slice(1).sort());
  });
});

describe('verification before going live', () => {
  it('refuses a remote whose shared-auth requirement the live shell cannot satisfy, and changes nothing', async () => {
    const { legal } = baseline();
    const before = registryText();
    const build = makeBuild('mfe-legal', {
      marker: 'legal-next',
      shared: sharedEntries({ 'shared-auth': { version: '3.0.0', requiredVersion: '^3.0.0' } }),
    });
    const r = cli(deploy, ['release', '--app', 'mfe-legal', '--from', build]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Release of mfe-legal refused, nothing changed');
    expect(r.stderr).toContain('requires "shared-auth" ^3.0.0, but shell');
    expect(r.stderr).toContain('provides 2.0.0');
    expect(registryText()).toBe(before);
    expect(releaseFolders('mfe-legal')).toEqual([legal]);
    expect((await deploymentFor()).releases['mfe-legal']).toBe(legal);
  });

  it('refuses a shell that would break a live remote: a contract major it does not provide', () => {
    baseline();
    const r = cli(deploy, [
      'release',
      '--app',
      'shell',
      '--from',
      makeBuild('shell', { shared: sharedEntries({ 'shared-auth': { version: '3.0.0', requiredVersion: '^3.0.0' } }) }),
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /mfe-legal \S+ requires "shared-auth" \^2\.0\.0, but shell being released provides 3\.0\.0/,
    );
  });

  it("refuses a remote that runs on the shell's federation runtime while a live shell does not hand one over", () => {
    baseline(); // a shell from before the runtime file: it hands over nothing
    const r = cli(deploy, ['release', '--app', 'mfe-legal', '--from', makeBuild('mfe-legal', { runtime: 'external' })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /mfe-legal being released runs on the federation runtime the shell hands over, which shell \S+ does not/,
    );
    // once such a shell is live, the same remote goes out
    releaseBuild(deploy, 'shell', makeBuild('shell', { runtime: 'provides' }));
    const ok = cli(deploy, [
      'release',
      '--app',
      'mfe-legal',
      '--from',
      makeBuild('mfe-legal', { runtime: 'external' }),
    ]);
    expect(ok.status).toBe(0);
  });

  it('refuses a remote whose areas route to a module it does not expose', () => {
    baseline();
    const r = cli(deploy, [
      'release',
      '--app',
      'mfe-legal',
      '--from',
      makeBuild('mfe-legal', { exposes: ['./LegalRoutes'] }),
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('the area /support routes to mfe_legal/SupportPage, which the build does not expose');
  });

  it('refuses to share anything but the framework and the two contracts, and a contract without a version range', () => {
    baseline();
    const extra = cli(deploy, [
      'release',
      '--app',
      'mfe-legal',
      '--from',
      makeBuild('mfe-legal', {
        shared: sharedEntries({ 'date-fns': { version: '4.1.0', requiredVersion: '^4.1.0' } }),
      }),
    ]);
    expect(extra.status).toBe(2);
    expect(extra.stderr).toContain('shares "date-fns" at run time');
    const loose = cli(deploy, [
      'release',
      '--app',
      'mfe-legal',
      '--from',
      makeBuild('mfe-legal', { shared: sharedEntries({ 'shared-ui': { requiredVersion: '*' } }) }),
    ]);
    expect(loose.status).toBe(2);
    expect(loose.stderr).toContain('requires the contract "shared-ui" with no real version range');
  });

  it("refuses pages rendered per request that are not the remote's or are for someone else", () => {
    baseline();
    const release = (index: unknown, module = HOSTEL_PAGES.module) =>
      cli(deploy, [
        'release',
        '--app',
        'mfe-student',
        '--from',
        makeBuild('mfe-student', { rendered: { index, module } }),
      ]);
    const refused = (index: unknown, why: string) => {
      const r = release(index);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(why);
    };
    const hostel = {};
    refused({ '/owner/hostels/:id': hostel }, 'rendered.json has /owner/hostels/:id, which none of its areas serves');
    refused(
      { '/student/hostels/:id': hostel },
      "/student/hostels/:id is rendered for visitors, its area is the students'",
    );
    refused(
      { '/hostels/:id': { ...hostel, role: 'student' } },
      '/hostels/:id is rendered for the students, its area is public',
    );
    refused({ 'hostels/*': hostel }, 'rendered.json has "hostels/*", not an address pattern');
    const withoutModule = cli(deploy, [
      'release',
      '--app',
      'mfe-student',
      '--from',
      (() => {
        const dir = makeBuild('mfe-student', { rendered: HOSTEL_PAGES });
        fs.rmSync(path.join(dir, 'server'), { recursive: true });
        return dir;
      })(),
    ]);
    expect(withoutModule.stderr).toContain(
      'rendered.json lists pages, but server/render.cjs that renders them is missing',
    );
    expect(release(HOSTEL_PAGES.index).status).toBe(0);
  });

  it('refuses a half-written build (the manifest names a file that is not there)', () => {
    baseline();
    const r = cli(deploy, ['release', '--app', 'mfe-legal', '--from', makeBuild('mfe-legal', { missingFile: true })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/__federation_expose_\w+\.\w+\.js is named by the manifest but missing/);
  });
});

describe('bad input gets a clear message and no change', () => {
  it('an unknown app, an unknown release id, a wrong traffic share, an unknown command', () => {
    const { legal } = baseline();
    const before = registryText();
    const app = cli(deploy, ['release', '--app', 'mfe-payments']);
    expect(app.status).toBe(2);
    expect(app.stderr).toContain(
      'Unknown app "mfe-payments". The apps are: shell, mfe-student, mfe-owner, mfe-legal, mfe-admin.',
    );
    const id = cli(deploy, ['promote', '--app', 'mfe-legal', '20200101-000000-deadbeef']);
    expect(id.status).toBe(2);
    expect(id.stderr).toContain(`mfe-legal has no release "20200101-000000-deadbeef". Its releases: ${legal}.`);
    const traffic = cli(deploy, ['promote', '--app', 'mfe-legal', legal, '--traffic', '150']);
    expect(traffic.status).toBe(2);
    expect(traffic.stderr).toContain('--traffic takes a whole percentage from 1 to 99');
    const command = cli(deploy, ['deploy', '--app', 'mfe-legal']);
    expect(command.status).toBe(2);
    expect(command.stderr).toContain('Unknown command "deploy"');
    expect(registryText()).toBe(before);
  });

  it('a registry deleted, or written as [], broken JSON or an empty file after a rollback: the rolled-back release stays live, and the file is repaired', async () => {
    const { legal: first } = baseline();
    releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal', { marker: 'legal-2' }));
    expect(cli(deploy, ['rollback', '--app', 'mfe-legal']).status).toBe(0);
    const file = path.join(deploy, REGISTRY);
    const damages: Array<[string, () => void]> = [
      ['deleted', () => fs.rmSync(file)],
      ['written as []', () => fs.writeFileSync(file, '[]')],
      ['broken JSON', () => fs.writeFileSync(file, '{"microFrontends": {"mfe-legal": [{"url": 3')],
      ['an empty file', () => fs.writeFileSync(file, '')],
    ];
    for (const [what, damage] of damages) {
      damage();
      const served = await deploymentFor();
      expect([what, served.releases['mfe-legal']]).toEqual([what, first]);
      expect(served.releases.shell).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
      // written back by the server that found it broken: the file itself says the rollback again
      const repaired = JSON.parse(registryText()) as {
        microFrontends: Record<string, Array<{ metadata: { version: string }; deployment: { default: boolean } }>>;
      };
      const live = repaired.microFrontends['mfe-legal'].find((v) => v.deployment.default);
      expect([what, live?.metadata.version]).toEqual([what, first]);
    }
    const listed = cli(deploy, ['releases', '--app', 'mfe-legal']);
    expect(listed.stdout).toMatch(new RegExp(`\\*\\s+${first}\\s+live`));
  });

  it('with the registry and its last good copy both lost, the releases on disk are served (the newest of each app)', async () => {
    baseline();
    const newest = releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal', { marker: 'legal-2' }));
    fs.rmSync(path.join(deploy, REGISTRY));
    fs.writeFileSync(path.join(deploy, 'registry.last-good.json'), '{');
    expect((await deploymentFor()).releases['mfe-legal']).toBe(newest);
    const listed = cli(deploy, ['releases', '--app', 'mfe-legal']);
    expect(listed.stdout).toMatch(new RegExp(`\\*\\s+${newest}\\s+live`));
    // the next command writes a sound registry again
    expect(releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal', { marker: 'legal-3' }))).toBeTruthy();
    expect(() => JSON.parse(registryText())).not.toThrow();
  });
});

describe('preview and canary', () => {
  it('a preview release is not live; the preview address shows it to that browser only, until it leaves', async () => {
    const { legal } = baseline();
    const r = cli(
      deploy,
      ['release', '--app', 'mfe-legal', '--from', makeBuild('mfe-legal', { marker: 'legal-preview' }), '--preview'],
      { SHELL_ORIGIN: 'https://hostelhub.example' },
    );
    expect(r.status).toBe(0);
    const candidate = /(\d{8}-\d{6}-[0-9a-f]{8}) is ready for preview/.exec(r.stdout)?.[1] ?? '';
    expect(r.stdout).toContain(
      `Preview it in the composed site: https://hostelhub.example/?preview=mfe-legal:${candidate}`,
    );
    expect(r.stdout).toContain(`npm run promote -w mfe-legal -- ${candidate}`);
    expect((await deploymentFor()).releases['mfe-legal']).toBe(legal);

    const page = await fetch(`${shellServer!.url}/support?preview=mfe-legal:${candidate}&lang=en`, {
      headers: { cookie: 'hh_bucket=3' },
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/support?lang=en');
    const cookie = page.headers
      .getSetCookie()
      .find((c) => c.startsWith('hh_preview='))!
      .split(';')[0];
    const previewed = await deploymentFor(`hh_bucket=3; ${cookie}`);
    expect(previewed.releases['mfe-legal']).toBe(candidate);
    expect(previewed.preview).toEqual({ 'mfe-legal': candidate });
    expect((await deploymentFor('hh_bucket=3')).releases['mfe-legal']).toBe(legal);

    const leave = await fetch(`${shellServer!.url}/?preview=off`, {
      headers: { cookie: `hh_bucket=3; ${cookie}` },
      redirect: 'manual',
    });
    expect(leave.headers.getSetCookie().find((c) => c.startsWith('hh_preview='))).toContain('Max-Age=0');

    expect(cli(deploy, ['promote', '--app', 'mfe-legal', candidate]).status).toBe(0);
    expect((await deploymentFor()).releases['mfe-legal']).toBe(candidate);
  });

  it('a canary reaches its share of browsers, sticky by bucket; rollback ends it, promote finishes it', async () => {
    const { legal } = baseline();
    const candidate = releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal', { marker: 'legal-canary' }), [
      '--preview',
    ]);
    const r = cli(deploy, ['promote', '--app', 'mfe-legal', candidate, '--traffic', '10']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`canary ${candidate} gets 10 % of browsers`);
    expect((await deploymentFor('hh_bucket=0')).releases['mfe-legal']).toBe(candidate);
    expect((await deploymentFor('hh_bucket=9')).releases['mfe-legal']).toBe(candidate);
    expect((await deploymentFor('hh_bucket=10')).releases['mfe-legal']).toBe(legal);
    expect((await deploymentFor('hh_bucket=99')).releases['mfe-legal']).toBe(legal);

    // a browser with no bucket yet is given one, and keeps it
    const first = await fetch(`${shellServer!.url}/deployment.json`);
    expect(first.headers.getSetCookie()[0]).toMatch(/^hh_bucket=\d{1,2}; Path=\/; Max-Age=31536000/);

    expect(cli(deploy, ['releases', '--app', 'mfe-legal']).stdout).toMatch(
      new RegExp(`${candidate}\\s+canary \\(10 %\\)`),
    );
    const end = cli(deploy, ['rollback', '--app', 'mfe-legal']);
    expect(end.stdout).toContain(`canary of ${candidate} ended; ${legal} is live for everyone`);
    expect((await deploymentFor('hh_bucket=0')).releases['mfe-legal']).toBe(legal);

    cli(deploy, ['promote', '--app', 'mfe-legal', candidate, '--traffic', '50']);
    cli(deploy, ['promote', '--app', 'mfe-legal', candidate]);
    expect((await deploymentFor('hh_bucket=99')).releases['mfe-legal']).toBe(candidate);
  });
});
