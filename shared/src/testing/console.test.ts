// The console rule (jest.setup-console.cjs) and expectConsole: declared messages pass silently; an undeclared one,
// a declared one never logged and one logged after a test's check each fail (checked in a Jest run of its own).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectConsole } from './console';

const ROOT = path.resolve(__dirname, '../../..');

it('a declared message, by substring or pattern, is neither printed nor a failure', () => {
  expectConsole('declared error');
  expectConsole(/declared w.rning/, 'warn');
  console.error('a declared error, with details');
  console.warn('a declared warning');
});

it('fails a test logging what it did not declare, or not logging what it did, or logging after its check', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-rule-'));
  try {
    writeFileSync(
      path.join(dir, 'rule.test.js'),
      `
      const declare = (pattern, method) => globalThis.__switchboardConsoleRule.expect(method ?? 'error', pattern);
      it('undeclared', () => console.error('an act() warning'));
      it('declared but never logged', () => declare('never comes'));
      it('warn declared as error', () => { declare('slow'); console.warn('slow'); });
      it('declared', () => { declare('fine'); console.error('fine'); });
      it('leaves a timer', () => { setTimeout(() => console.error('too late'), 0); });
      it('next', async () => { await new Promise((r) => setTimeout(r, 10)); });
      `,
    );
    writeFileSync(
      path.join(dir, 'jest.config.js'),
      `module.exports = { rootDir: ${JSON.stringify(dir)}, testEnvironment: 'node', transform: {},
        setupFilesAfterEnv: [${JSON.stringify(path.join(ROOT, 'jest.setup-console.cjs'))}] };`,
    );
    const run = await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/jest/bin/jest.js'),
        '--config',
        path.join(dir, 'jest.config.js'),
        '--json',
      ],
      { cwd: dir },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(run.stdout) as {
      testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
    };
    const results = Object.fromEntries(
      report.testResults[0].assertionResults.map((r) => [
        r.title,
        { status: r.status, why: r.failureMessages.join() },
      ]),
    );
    expect(results.undeclared.status).toBe('failed');
    expect(results.undeclared.why).toContain('console.error: an act() warning');
    expect(results['declared but never logged'].why).toContain('never logged');
    expect(results['warn declared as error'].why).toContain('console.warn: slow');
    expect(results.declared.status).toBe('passed');
    expect(results['leaves a timer'].status).toBe('passed');
    expect(results.next.status).toBe('failed');
    expect(results.next.why).toContain('console.error: too late');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
