import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { OutboxMailer, SmtpMailer } from '../src/mail/mailer';
import { apiFor } from './helpers';

/** A tiny SMTP server that accepts one conversation at a time and keeps the DATA it receives. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        messages,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

describe('mail', () => {
  it('without SMTP_URL mail lands in the outbox, readable at /dev/outbox only when DEV_OUTBOX is on', async () => {
    const app = await buildApp({ devOutbox: true });
    expect(app.ctx.mailer).toBeInstanceOf(OutboxMailer);
    const api = apiFor(app);
    expect((await api('POST', '/v1/forgot-password', null, { email: 'joe@foo.bar' })).statusCode).toBe(204);
    const outbox = (await api('GET', '/dev/outbox')).json();
    expect(outbox).toEqual([
      expect.objectContaining({ to: 'joe@foo.bar', kind: 'password-reset', subject: 'Reset your password' }),
    ]);
    expect((await api('DELETE', '/dev/outbox')).statusCode).toBe(204);
    expect((await api('GET', '/dev/outbox')).json()).toEqual([]);
    await app.close();
    const closed = await buildApp();
    expect((await apiFor(closed)('GET', '/dev/outbox')).statusCode).toBe(404);
    await closed.close();
  });

  it('with SMTP_URL the reset mail is sent over SMTP', async () => {
    const smtp = await fakeSmtp();
    const app = await buildApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Switchboard <sb@example.com>',
      portalBaseUrl: 'https://portal.example.com',
    });
    expect(app.ctx.mailer).toBeInstanceOf(SmtpMailer);
    expect(
      (await apiFor(app)('POST', '/v1/forgot-password', null, { email: 'joe@foo.bar' })).statusCode,
    ).toBe(204);
    // the answer does not wait for the mail (its time would tell that the address exists)
    for (let i = 0; i < 100 && smtp.messages.length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/To: joe@foo\.bar/);
    expect(smtp.messages[0]).toMatch(/https:\/\/portal\.example\.com\/reset-password\//);
    await app.close();
    await smtp.close();
  });

  it('an unreachable SMTP server does not fail the request', async () => {
    const app = await buildApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    expect(
      (await apiFor(app)('POST', '/v1/forgot-password', null, { email: 'joe@foo.bar' })).statusCode,
    ).toBe(204);
    await app.close();
  });
});
