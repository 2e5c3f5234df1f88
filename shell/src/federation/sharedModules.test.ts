import * as reactRouterDom from 'react-router-dom';
import * as sharedAuth from 'shared-auth';
import * as sharedUi from 'shared-ui';
import { sharedModules } from './sharedModules';

const { singletons } = require('../../../tools/webpack/shared-deps.cjs') as { singletons: string[] };

it('hands the remotes every package the build shares', () => {
  expect(Object.keys(sharedModules).sort()).toEqual([...singletons].sort());
});

it('hands over the modules the shell runs on, not copies: one session, one theme, one router', () => {
  expect(sharedModules['shared-auth']()).toMatchObject({ useSession: sharedAuth.useSession });
  expect(sharedModules['shared-ui']()).toMatchObject({ HubThemeProvider: sharedUi.HubThemeProvider });
  expect(sharedModules['react-router-dom']()).toMatchObject({ useNavigate: reactRouterDom.useNavigate });
  expect(sharedModules.react()).toBe(require('react'));
});
