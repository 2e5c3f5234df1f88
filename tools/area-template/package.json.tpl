{
  "name": "__APP__",
  "version": "1.0.0",
  "private": true,
  "scripts": {
    "build": "webpack --mode production",
    "dev": "webpack serve --mode development",
    "test": "node ../scripts/app-test.mjs",
    "serve": "node ../tools/release-server/main.mjs",
    "release": "node ../tools/delivery/cli.mjs release",
    "rollback": "node ../tools/delivery/cli.mjs rollback",
    "releases": "node ../tools/delivery/cli.mjs releases",
    "promote": "node ../tools/delivery/cli.mjs promote",
    "withdraw": "node ../tools/delivery/cli.mjs withdraw"
  },
  "dependencies": __DEPENDENCIES__,
  "devDependencies": {
    "dev-host": "1.0.0"
  }
}
