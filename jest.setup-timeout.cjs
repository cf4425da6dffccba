// A busy 2-core CI machine (scrypt-hashed test users, jsdom renders) can take longer than Jest's 5 s default for
// a setup hook or a long journey; a failure should mean broken behaviour, not a slow machine. (`testTimeout` in a
// project's config is ignored when Jest runs the projects together, so it is set here, per test file.)
/* global jest */
jest.setTimeout(30000);
