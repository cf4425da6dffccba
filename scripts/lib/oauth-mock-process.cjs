// The local OAuth provider (oauth-mock.mjs, an ES module) in a child process, for callers that are CommonJS (the
// API's Jest tests, the Playwright harness): resolves once it listens, with its URL, a way to choose the next user
// who signs in, and a stop.
const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');

/** @returns {Promise<{ url: string, pid: number, setNextUser(user: object): Promise<void>, close(): Promise<void> }>} */
function startOAuthMockProcess({ port = 0 } = {}) {
  const child = spawn(process.execPath, [path.join(__dirname, 'oauth-mock.mjs'), '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the OAuth mock did not start within 15 s\n${errors}`));
    }, 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OAuth mock exited (${code})\n${errors}`));
    });
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { url } = JSON.parse(line);
      resolve({
        url,
        pid: child.pid,
        async setNextUser(user) {
          const response = await fetch(`${url}/__next-user`, { method: 'POST', body: JSON.stringify(user) });
          if (response.status !== 204)
            throw new Error(`the OAuth mock refused the user (${response.status})`);
        },
        close() {
          return new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          });
        },
      });
    });
  });
}

module.exports = { startOAuthMockProcess };
