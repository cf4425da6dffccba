// Waits for every project, in one place. A busy 2-core CI machine (scrypt-hashed test users, lazy pages, jsdom
// renders) can take longer than Jest's 5 s for a setup hook and Testing Library's 1 s for a `findBy`; a failure
// should mean broken behaviour, not a slow machine (a wait only lasts as long as it has to). `testTimeout` in a
// project's config is ignored when Jest runs the projects together, so it is set here, per test file.
/* global jest */
jest.setTimeout(30000);
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
