// Browser tests on the composed production build, in Debian's Chromium (scripts/test.mjs builds first).
module.exports = {
  displayName: 'e2e',
  rootDir: `${__dirname}/e2e`,
  testEnvironment: '<rootDir>/environment.cjs',
  transform: { '^.+\\.[jt]sx?$': ['@swc/jest', require('./tools/jest/swc.cjs')] },
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/globalSetup.mjs',
  globalTeardown: '<rootDir>/globalTeardown.mjs',
  testTimeout: 60000,
};
