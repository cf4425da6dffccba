// MSW 2.15 depends on packages published as ES modules only (rettime, @open-draft/*, until-async). Jest 30 on
// Node 20 cannot require them, so a project that imports MSW (directly or through @switchboard/shared/testing) has
// them compiled to CommonJS by the same swc transform as our sources:
//   module.exports = require('../scripts/jest/with-esm-deps.cjs')(require('../jest.preset.cjs')(__dirname, 'jsdom'));
// (Best moved into jest.preset.cjs itself; see README "Developing".)
const ESM_ONLY = ['rettime', '@open-draft', 'until-async'];

module.exports = function withEsmDeps(project) {
  const [pattern, swc] = Object.entries(project.transform).find(([, value]) => Array.isArray(value) && value[0] === '@swc/jest');
  return {
    ...project,
    transform: { ...project.transform, [pattern]: swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  };
};
