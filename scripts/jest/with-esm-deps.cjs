// MSW 2.15 depends on packages published as ES modules only (rettime, @open-draft/*, until-async), and so does
// Fastify's static files and inject (content-disposition, cookie). Node 20 requires them natively, Jest 30's module loader cannot, so a
// project that imports them (e.g. MSW through @switchboard/shared/testing) has them compiled to CommonJS by the
// same swc transform as our sources:
//   module.exports = require('../scripts/jest/with-esm-deps.cjs')(require('../jest.preset.cjs')(__dirname, 'jsdom'));
// (Best moved into jest.preset.cjs itself; see README "Developing".)
const ESM_ONLY = ['rettime', '@open-draft', 'until-async', 'content-disposition', 'cookie'];

module.exports = function withEsmDeps(project) {
  const [pattern, swc] = Object.entries(project.transform).find(
    ([, value]) => Array.isArray(value) && value[0] === '@swc/jest',
  );
  return {
    ...project,
    transform: { ...project.transform, [pattern]: swc, '^.+\\.mjs$': swc },
    // Ignore a file when the package under its innermost node_modules is not one of ESM_ONLY.
    transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${ESM_ONLY.join('|')})/)`],
  };
};
