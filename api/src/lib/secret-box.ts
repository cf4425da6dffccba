// Encryption at rest for secrets kept in columns (bucket credentials, env vars, speech credentials):
// AES-256-GCM, stored as JSON {iv, tag, content} (base64).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret).digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const content = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return JSON.stringify({
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      content: content.toString('base64'),
    });
  }

  decrypt(stored: string): string {
    const { iv, tag, content } = JSON.parse(stored) as { iv: string; tag: string; content: string };
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(content, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  }

  encryptJson(value: unknown): string {
    return this.encrypt(JSON.stringify(value));
  }

  /** null when the column is empty or cannot be read (a different key, a damaged value). */
  decryptJson<T>(stored: string | null | undefined): T | null {
    if (!stored) return null;
    try {
      return JSON.parse(this.decrypt(stored)) as T;
    } catch {
      return null;
    }
  }
}
