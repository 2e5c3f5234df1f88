// Unit and API suites of every package, one run. Browser tests live in e2e/ (jest.e2e.config.cjs).
const swc = ['@swc/jest', require('./tools/jest/swc.cjs')];
const { apps } = require('./tools/apps.cjs');

const ui = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../tools/jest/setup-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  transform: { '^.+\\.[jt]sx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // A worker ends its run holding about 1 GB; its 'exit' comes at once, but the process takes 0.6-0.7 s more to end
  // (measured), past jest's 0.5 s, after which jest kills it and warns of a leak that is not there.
  workerGracefulExitTimeout: 3000,
  projects: [
    ui('contracts'),
    ui('shared-ui'),
    ui('shared-auth'),
    ui('app-kit'),
    // the shell and every area (tools/apps.json)
    ...Object.values(apps).map((app) => ui(app.dir)),
    {
      displayName: 'delivery',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      transform: { '^.+\\.[jt]sx?$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-slow.ts'],
    },
    {
      displayName: 'api-stub',
      rootDir: '<rootDir>/api-stub',
      testEnvironment: 'node',
      transform: { '^.+\\.[jt]sx?$': swc },
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-slow.ts'],
      // a throwaway PostgreSQL for the run; API_TEST_ENGINE=postgres runs the whole suite on it
      globalSetup: '<rootDir>/test/globalSetup.mjs',
      globalTeardown: '<rootDir>/test/globalTeardown.mjs',
    },
  ],
};
