// Types of mail-catcher.cjs (for the API and browser tests, which are TypeScript).
export interface CaughtMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  date: string;
}

export interface MailCatcher {
  smtpPort: number;
  smtpUrl: string;
  httpUrl: string | null;
  messages: CaughtMail[];
  clear(): void;
  waitFor(test: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export function startMailCatcher(options?: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}): Promise<MailCatcher>;
export function verificationCodeOf(mail: CaughtMail): string | null;
