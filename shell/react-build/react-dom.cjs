module.exports = require('./choose.cjs')('react-dom', () => require('react-dom/cjs/react-dom.production.js'));
