// A local mail catcher: a small SMTP server (smtp-server) that keeps what it receives, parsed (mailparser), and —
// when given an HTTP port — a page and a JSON list to read it. `npm start` points the API's SMTP_URL at it; the API
// and browser tests read the verification and reset codes from it. Loopback only; nothing is relayed anywhere.
const http = require('node:http');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/**
 * @typedef {{ id: number, from: string, to: string, subject: string, text: string, date: string }} CaughtMail
 * @param {{ smtpPort?: number, httpPort?: number, host?: string }} [options] ports 0 (default) = any free port
 */
async function startMailCatcher({ smtpPort = 0, httpPort, host = '127.0.0.1' } = {}) {
  /** @type {CaughtMail[]} */
  const messages = [];
  const waiters = new Set();
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Switchboard mail catcher',
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const address = (value) =>
            (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
          messages.push({
            id: nextId++,
            from: address(mail.from),
            to: address(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            date: (mail.date ?? new Date()).toISOString(),
          });
          if (messages.length > 200) messages.shift();
          for (const waiter of waiters) waiter();
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  const actualSmtpPort = smtp.server.address().port;

  let web = null;
  if (httpPort !== undefined) {
    const escape = (s) =>
      String(s).replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
      );
    web = http.createServer((request, response) => {
      if (request.url === '/messages.json') {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(JSON.stringify([...messages].reverse()));
        return;
      }
      const items = [...messages]
        .reverse()
        .map(
          (m) =>
            `<article><h2>${escape(m.subject)}</h2><p><strong>To:</strong> ${escape(m.to)} · ${escape(m.date)}</p><pre>${escape(m.text)}</pre></article>`,
        )
        .join('\n');
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail caught by Switchboard</title><meta http-equiv="refresh" content="5"><style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Mail caught by Switchboard</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
    });
    await new Promise((resolve, reject) => {
      web.once('error', reject);
      web.listen(httpPort, host, resolve);
    });
  }
  const actualHttpPort = web ? web.address().port : null;

  return {
    smtpPort: actualSmtpPort,
    smtpUrl: `smtp://${host}:${actualSmtpPort}`,
    httpUrl: actualHttpPort ? `http://localhost:${actualHttpPort}` : null,
    messages,
    clear() {
      messages.length = 0;
    },
    /**
     * The first message (oldest first) that `test` accepts, waiting up to `timeoutMs` for it to arrive.
     * @param {(m: CaughtMail) => boolean} test
     */
    waitFor(test, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(test);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} caught)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      await new Promise((resolve) => smtp.close(resolve));
      if (web) await new Promise((resolve) => web.close(resolve));
    },
  };
}

/** The 6-digit code of a verification mail. */
function verificationCodeOf(mail) {
  const match = /verification code is (\d{6})/.exec(mail.text);
  return match ? match[1] : null;
}

module.exports = { startMailCatcher, verificationCodeOf };
