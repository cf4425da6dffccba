// A test that expects a console message declares it: the console rule (jest.setup-console.cjs) fails a test that
// logs a console.error or console.warn it did not declare, and one that declared a message never logged.

interface ConsoleRule {
  expect(method: 'error' | 'warn', pattern: RegExp | string): void;
}

/**
 * Declares that this test logs a `console.error` (or `console.warn`) matching `pattern` (a substring or a RegExp
 * of the formatted message): it is not printed and does not fail the test; not logging it fails the test.
 * Call it in the test (or a beforeEach), before what logs.
 */
export function expectConsole(pattern: RegExp | string, method: 'error' | 'warn' = 'error'): void {
  const rule = (globalThis as { __switchboardConsoleRule?: ConsoleRule }).__switchboardConsoleRule;
  if (!rule)
    throw new Error('expectConsole needs the console rule: jest.setup-console.cjs in setupFilesAfterEnv');
  rule.expect(method, pattern);
}
