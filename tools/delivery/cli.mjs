#!/usr/bin/env node
// The delivery commands, run per app from its workspace (npm sets the working folder):
//   npm run release   -w <app> [-- --preview] [-- --from <built folder>]
//   npm run rollback  -w <app>
//   npm run releases  -w <app>
//   npm run promote   -w <app> -- <releaseId> [--traffic 10]
//   npm run withdraw  -w <remote>        (out of the registry: its paths leave the site; release brings it back)
// or from anywhere: node tools/delivery/cli.mjs <command> --app <app> …
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertApp, DeliveryError, describeReleases, promote, release, rollbackApp, withdrawApp } from './delivery.mjs';

const USAGE =
  'Usage: cli.mjs <release|rollback|releases|promote|withdraw> [--app <app>] [releaseId] [--preview] [--from <dir>] [--traffic <1-99>]';

function appFromWorkingFolder() {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).name;
  } catch {
    return undefined;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        app: { type: 'string' },
        preview: { type: 'boolean', default: false },
        from: { type: 'string' },
        traffic: { type: 'string' },
      },
    });
  } catch (error) {
    throw new DeliveryError(`${error.message}\n${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  const { values } = parsed;
  const app = values.app ?? appFromWorkingFolder();
  if (!app)
    throw new DeliveryError(`Name the app: --app <app>, or run it as npm run ${command ?? 'release'} -w <app>.`);
  assertApp(app);

  switch (command) {
    case 'release': {
      const result = await release(app, { preview: values.preview, from: values.from });
      const { meta } = result;
      if (result.unchanged) {
        console.log(`\n${app}: the build is the same as the live release ${meta.releaseId}; nothing to release.`);
        return;
      }
      console.log(
        `\n${app} ${meta.releaseId} ${values.preview ? 'is ready for preview (not live)' : 'is live'}: ${kb(meta.bytes)} in ${meta.files} files, commit ${meta.commit}.`,
      );
      if (result.pruned.length) console.log(`Removed old releases: ${result.pruned.join(', ')}.`);
      if (result.previewUrl) {
        console.log(`Preview it in the composed site: ${result.previewUrl}`);
        console.log(`Make it live: npm run promote -w ${app} -- ${meta.releaseId}`);
      }
      console.log(`release took ${result.seconds.toFixed(1)} s`);
      return;
    }
    case 'rollback': {
      const started = Date.now();
      const result = await rollbackApp(app);
      if (result.endedCanary)
        console.log(`${app}: canary of ${result.endedCanary} ended; ${result.live} is live for everyone.`);
      else console.log(`${app}: rolled back from ${result.from} to ${result.live}, live now.`);
      console.log(`rollback took ${((Date.now() - started) / 1000).toFixed(2)} s`);
      return;
    }
    case 'withdraw': {
      const result = await withdrawApp(app);
      console.log(
        `${app}: withdrawn (was ${result.was}); its paths are the not-found page now. Its releases are kept: npm run release -w ${app} brings it back.`,
      );
      return;
    }
    case 'promote': {
      const traffic = values.traffic === undefined ? undefined : Number(values.traffic);
      const result = await promote(app, rest[0], { traffic });
      if (traffic === undefined) console.log(`${app}: ${result.live} is live for everyone.`);
      else
        console.log(
          `${app}: canary ${result.candidate} gets ${traffic} % of browsers; ${result.live} the rest. End it with npm run rollback -w ${app}, finish it with npm run promote -w ${app} -- ${result.candidate}.`,
        );
      return;
    }
    case 'releases': {
      const { rows, problem } = describeReleases(app);
      if (problem) console.log(`note: ${problem}; read from the releases on disk.`);
      if (!rows.length) return console.log(`${app} has no releases yet: npm run release -w ${app}`);
      console.log(
        `   ${'release'.padEnd(26)}${'state'.padEnd(16)}${'created (UTC)'.padEnd(22)}${'commit'.padEnd(18)}size`,
      );
      for (const r of rows) {
        const mark = r.state.startsWith('live') ? '*' : ' ';
        console.log(
          `${mark}  ${r.id.padEnd(26)}${r.state.padEnd(16)}${r.createdAt.slice(0, 19).replace('T', ' ').padEnd(22)}${String(r.commit).padEnd(18)}${kb(r.bytes)}`,
        );
      }
      return;
    }
    default:
      throw new DeliveryError(`Unknown command "${command ?? ''}".\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof DeliveryError ? error.message : error);
  process.exit(error instanceof DeliveryError ? 2 : 1);
});
