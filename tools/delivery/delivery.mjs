// Release, preview, canary, promote and roll back one app. Every operation is a write to the registry
// (and, for a release, a new folder beside the others): no server restarts, nothing else is rebuilt.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildApps } from '../../scripts/build.mjs';
import {
  contentHash,
  createRelease,
  deployRoot,
  listReleases,
  pruneReleases,
  releaseExists,
  releasesToKeep,
  RELEASE_ID,
} from './releaseStore.mjs';
import {
  addVersion,
  candidateOf,
  liveOf,
  readRegistry,
  rollback,
  servedIds,
  setCanary,
  setLive,
  updateRegistry,
  versionOf,
} from './registry.mjs';
import { checkBuild, checkCompatibility } from './verify.mjs';

const require = createRequire(import.meta.url);
const { apps, root, originOf } = require('../apps.cjs');

/** A refusal the user caused (bad input, a failed check): printed as a message, never as a stack. */
export class DeliveryError extends Error {}

export function assertApp(app) {
  if (!apps[app]) throw new DeliveryError(`Unknown app "${app}". The apps are: ${Object.keys(apps).join(', ')}.`);
}

function assertReleaseId(app, id, deploy) {
  if (!id) throw new DeliveryError(`Name the release to promote: npm run promote -w ${app} -- <releaseId>`);
  if (!RELEASE_ID.test(id) || !releaseExists(deploy, app, id)) {
    const known = listReleases(deploy, app).map((r) => r.releaseId);
    throw new DeliveryError(
      `${app} has no release "${id}".${known.length ? ` Its releases: ${known.join(', ')}.` : ' It has no releases yet.'}`,
    );
  }
}

const distOf = (app) => path.join(root, apps[app].dir, 'dist');
const packageVersionOf = (app) =>
  JSON.parse(fs.readFileSync(path.join(root, apps[app].dir, 'package.json'), 'utf8')).version;

/** The address that shows a release to one browser only (a cookie set by the shell's server). */
export function previewUrl(app, id, env = process.env) {
  return `${originOf('shell', env)}/?preview=${app}:${id}`;
}

/**
 * Builds (unless `from` names a finished build), verifies, stores the release and makes it live, or only
 * registers it for preview. Refused with a DeliveryError, changing nothing, when any check fails.
 */
export async function release(app, { env = process.env, from, preview = false, log = console.log } = {}) {
  assertApp(app);
  const started = Date.now();
  const deploy = deployRoot(env);
  let dir = from ? path.resolve(from) : distOf(app);
  if (!from) {
    try {
      await buildApps({ force: true, names: [app], validate: false });
    } catch (error) {
      throw new DeliveryError(`${error.message}: nothing was released, the live release is unchanged.`);
    }
    dir = distOf(app);
  }
  const structural = checkBuild(app, dir);
  if (structural.length)
    throw new DeliveryError(`Release of ${app} refused, nothing changed:\n- ${structural.join('\n- ')}`);
  const live = liveOf(readRegistry(deploy).doc, app);
  const content = contentHash(dir);
  if (
    live &&
    !preview &&
    listReleases(deploy, app).find((r) => r.releaseId === live.metadata.version)?.contentHash === content.hash
  ) {
    return {
      unchanged: true,
      meta: { releaseId: live.metadata.version },
      notes: [],
      pruned: [],
      seconds: (Date.now() - started) / 1000,
    };
  }

  const outcome = await updateRegistry(deploy, async (doc) => {
    const { problems, notes } = checkCompatibility({ app, dir, deploy, doc });
    if (problems.length)
      throw new DeliveryError(`Release of ${app} refused, nothing changed:\n- ${problems.join('\n- ')}`);
    const meta = await createRelease({ deploy, app, fromDir: dir, packageVersion: packageVersionOf(app), content });
    addVersion(doc, app, versionOf(meta, { preview }));
    if (!preview) setLive(doc, app, meta.releaseId);
    const protect = new Set([...servedIds(doc, app), meta.releaseId]);
    const pruned = pruneReleases(deploy, app, releasesToKeep(env), protect);
    doc.microFrontends[app] = doc.microFrontends[app].filter((v) => !pruned.includes(v.metadata.version));
    return { meta, notes, pruned };
  });
  const seconds = (Date.now() - started) / 1000;
  for (const note of outcome.notes) log(`note: ${note}`);
  return { ...outcome, seconds, previewUrl: preview ? previewUrl(app, outcome.meta.releaseId, env) : undefined };
}

/** Makes a kept release live for everyone, or for `traffic` % of browsers (a canary). */
export async function promote(app, id, { env = process.env, traffic } = {}) {
  assertApp(app);
  const deploy = deployRoot(env);
  assertReleaseId(app, id, deploy);
  if (traffic !== undefined && !(Number.isInteger(traffic) && traffic >= 1 && traffic <= 99)) {
    throw new DeliveryError(
      '--traffic takes a whole percentage from 1 to 99 (without it, promote makes the release live for everyone).',
    );
  }
  return updateRegistry(deploy, (doc) => {
    const dir = path.join(deploy, app, id);
    const { problems } = checkCompatibility({ app, dir, deploy, doc });
    if (problems.length)
      throw new DeliveryError(`Promotion of ${app} ${id} refused, nothing changed:\n- ${problems.join('\n- ')}`);
    try {
      if (traffic === undefined) setLive(doc, app, id);
      else setCanary(doc, app, id, traffic);
    } catch (error) {
      throw new DeliveryError(error.message);
    }
    return { live: liveOf(doc, app).metadata.version, candidate: candidateOf(doc, app)?.metadata.version, traffic };
  });
}

/** Ends a canary, or makes the previously live release live again. No build. */
export async function rollbackApp(app, { env = process.env } = {}) {
  assertApp(app);
  return updateRegistry(deployRoot(env), (doc) => {
    try {
      return rollback(doc, app);
    } catch (error) {
      throw new DeliveryError(error.message);
    }
  });
}

/**
 * Takes a remote out of the registry: no browser is handed it any more, and its areas leave the site's
 * route table (the shell answers its paths with the not-found page). Its releases stay on disk; releasing
 * it again brings it back. The shell cannot be withdrawn: it is the site.
 */
export async function withdrawApp(app, { env = process.env } = {}) {
  assertApp(app);
  if (app === 'shell') throw new DeliveryError('The shell is the site itself: it cannot be withdrawn.');
  return updateRegistry(deployRoot(env), (doc) => {
    const live = liveOf(doc, app);
    if (!live) throw new DeliveryError(`${app} is not in the registry: nothing to withdraw.`);
    delete doc.microFrontends[app];
    delete doc.history[app];
    return { was: live.metadata.version };
  });
}

/** The kept releases of an app, newest first, with what each one is now. */
export function describeReleases(app, { env = process.env } = {}) {
  assertApp(app);
  const { doc, problem } = readRegistry(deployRoot(env));
  const live = liveOf(doc, app);
  const candidate = candidateOf(doc, app);
  const rows = [...(doc.microFrontends[app] ?? [])]
    .sort((a, b) => b.extras.createdAt.localeCompare(a.extras.createdAt))
    .map((v) => ({
      id: v.metadata.version,
      state:
        v === live
          ? candidate
            ? `live (${v.deployment.traffic} %)`
            : 'live'
          : v === candidate
            ? `canary (${v.deployment.traffic} %)`
            : v.extras.preview
              ? 'preview'
              : 'kept',
      createdAt: v.extras.createdAt,
      commit: v.extras.commit,
      bytes: v.extras.bytes,
    }));
  return { rows, problem };
}

/**
 * `npm start` for a newcomer: an app with no release gets one from its build; a build that differs from
 * the newest release (a developer's change) becomes a new live release. A rollback is left alone: the
 * rolled-back build is still the newest release, so nothing is released again.
 */
export async function ensureReleased(app, { env = process.env, log = console.log } = {}) {
  const deploy = deployRoot(env);
  const newest = listReleases(deploy, app).at(-1);
  if (newest && newest.contentHash === contentHash(distOf(app)).hash) return null;
  const result = await release(app, { env, from: distOf(app), log });
  log(
    `[release] ${app}: ${newest ? 'your build differs from the newest release, made' : 'first release'} ${result.meta.releaseId} live`,
  );
  return result;
}
