// What the shell hands the remotes as shared singletons: the very modules the shell itself runs on, already loaded
// (so every remote renders with the shell's React, router, theme and session). Which packages, and their versions,
// come from the build (tools/webpack/host-config.cjs, from tools/webpack/shared-deps.cjs); sharedModules.test.ts
// checks that this table has every one of them.
import * as reactRouterDom from 'react-router-dom';
import * as sharedAuth from 'shared-auth';
import * as sharedUi from 'shared-ui';
import * as styledComponents from 'styled-components';
import * as zustand from 'zustand';

/** A shared package as the build describes it: its installed version and the shell's own range. */
export interface SharedPackage {
  version: string;
  requiredVersion: string | false;
}

/** The module object a remote gets, as webpack's own share provider hands it (`module.exports` for React's
 * CommonJS packages, the ES module's exports otherwise). */
export const sharedModules: Record<string, () => unknown> = {
  react: () => require('react'),
  'react-dom': () => require('react-dom'),
  'react-router-dom': () => reactRouterDom,
  'styled-components': () => styledComponents,
  zustand: () => zustand,
  'shared-auth': () => sharedAuth,
  'shared-ui': () => sharedUi,
};

/** Filled in by the build (DefinePlugin). */
export function sharedPackages(): Record<string, SharedPackage> {
  const packages: unknown = process.env.SHELL_SHARED_PACKAGES;
  return packages as Record<string, SharedPackage>;
}
