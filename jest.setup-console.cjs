// The console rule, for every project: a test that logs a console.error or console.warn it did not declare fails.
// Such a message is a real problem more often than not (an update outside act(), a state React cannot flush, a
// jsdom feature a page relied on, a slow store middleware) and, printed among hundreds of passing tests, nobody
// reads it. A test that expects one says so with `expectConsole(pattern)` (@switchboard/shared/testing); a
// declared message must then be logged, and is not printed.
//
// The message is still printed where it happened (with Jest's stack); the test fails in its afterEach. A message
// logged after that (a cleanup, a late promise) fails the next test, or the file in afterAll after the last one.
/* global beforeEach, afterEach, afterAll */
const { format } = require('node:util');

const METHODS = ['error', 'warn'];

/** @type {{ expected: { method: string, pattern: RegExp | string, seen: number }[], unexpected: { method: string, text: string }[], inTest: boolean }} */
const state = { expected: [], unexpected: [], inTest: false };
// expectConsole (shared/src/testing/console.ts) registers its patterns here.
globalThis.__switchboardConsoleRule = {
  expect(method, pattern) {
    if (!state.inTest) throw new Error('expectConsole() is called inside a test (or its beforeEach)');
    state.expected.push({ method, pattern, seen: 0 });
  },
};

const matches = (pattern, text) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

for (const method of METHODS) {
  const original = console[method];
  console[method] = function consoleRule(...args) {
    const text = format(...args);
    const declared = state.expected.find((e) => e.method === method && matches(e.pattern, text));
    if (declared) {
      declared.seen += 1;
      return;
    }
    state.unexpected.push({ method, text });
    original.apply(this, args);
  };
}

// each message's first line, once, with how many times it was logged (the messages themselves are printed above)
const summary = (list) => {
  const counts = new Map();
  for (const { method, text } of list) {
    const line = `console.${method}: ${text.split('\n')[0]}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => `  ${line}${n > 1 ? ` (×${n})` : ''}`).join('\n');
};

// the failure without this file's stack: the messages' own stacks are printed where they were logged
function failure(message) {
  const error = new Error(message);
  error.stack = message;
  return error;
}

// Jest runs this file's afterEach before the test file's own (Testing Library's cleanup among them): what is
// logged after it is reported here, by the next test, or by afterAll after the last one.
const late = (list) =>
  `Console message(s) logged outside a test's own check (at load, in a cleanup, by a late promise or timer):\n${summary(list)}`;

beforeEach(() => {
  const { unexpected } = state;
  state.expected = [];
  state.unexpected = [];
  state.inTest = true;
  if (unexpected.length > 0) throw failure(late(unexpected));
});

afterEach(() => {
  state.inTest = false;
  const { unexpected, expected } = state;
  state.unexpected = [];
  state.expected = [];
  const problems = [];
  if (unexpected.length > 0)
    problems.push(
      `This test logged ${unexpected.length} console message(s) it did not declare ` +
        `(fix the cause, or declare one with expectConsole(pattern)):\n${summary(unexpected)}`,
    );
  const unseen = expected.filter((e) => e.seen === 0);
  if (unseen.length > 0)
    problems.push(
      `Declared console message(s) never logged:\n${unseen.map((e) => `  console.${e.method}: ${e.pattern}`).join('\n')}`,
    );
  if (problems.length > 0) throw failure(problems.join('\n\n'));
});

afterAll(() => {
  const { unexpected } = state;
  state.unexpected = [];
  if (unexpected.length > 0) throw failure(late(unexpected));
});
