// MSW (through @switchboard/shared/testing) needs its ES-module dependencies compiled for Jest.
const withEsmDeps = require('../scripts/jest/with-esm-deps.cjs');

module.exports = withEsmDeps(require('../jest.preset.cjs')(__dirname, 'jsdom'));
