// Every workspace with tests has its own jest.config.cjs built from jest.preset.cjs.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/api', '<rootDir>/host', '<rootDir>/mfe-*'],
};
