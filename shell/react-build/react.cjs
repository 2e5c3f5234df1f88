module.exports = require('./choose.cjs')('react', () => require('react/cjs/react.production.js'));
