module.exports = require('./choose.cjs')('react-dom/client', () =>
  require('react-dom/cjs/react-dom-client.production.js'),
);
