// The browser tests' jest environment: node's, with playwright-core loaded once per jest process and handed to every
// test file (e2e/browser.ts), instead of each file loading its own copy (0.4 s per file, 33 files).
const { TestEnvironment } = require('jest-environment-node');
const playwright = require('playwright-core');

module.exports = class PlaywrightEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.playwright = playwright;
  }
};
