// The API's tests run in Node; jose (and light-my-request's cookie) ship only ES modules: let swc compile them for Jest.
const base = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(jose|cookie)/)'],
};
