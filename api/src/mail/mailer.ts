// Mail the server sends (password reset; later e-mail verification) goes through one small interface:
// SMTP when SMTP_URL is set, otherwise a local outbox that tests and the dev-only route can read.
import { createTransport, type Transporter } from 'nodemailer';
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** what the message is for, e.g. "password-reset" */
  kind: string;
  /** the link the message carries, when it has one */
  link?: string;
}

export interface SentMail extends MailMessage {
  id: string;
  sent_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Keeps every message in memory (newest last). */
export class OutboxMailer implements Mailer {
  readonly messages: SentMail[] = [];

  async send(message: MailMessage): Promise<void> {
    this.messages.push({ ...message, id: randomUUID(), sent_at: new Date().toISOString() });
    if (this.messages.length > 500) this.messages.shift();
  }

  clear(): void {
    this.messages.length = 0;
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
