module.exports = require('./choose.cjs')('react/jsx-runtime', () =>
  require('react/cjs/react-jsx-runtime.production.js'),
);
