// Where a call's log lines come from: CloudWatch (the real server's source: the feature server's log group, events
// ±60 s around the call that mention its call sid) or the platform's own store (what the simulated feature servers
// logged). Without a source the endpoint answers the contract's 400.
import { createHash, createHmac } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { Store } from '../../../db/store';
import { fetchWithTimeout } from '../../../outbound/http';
import { ArtefactRepository } from '../records/artefacts';
import type { CdrRow } from '../records/shapes';

export interface CallLogSource {
  lines(call: CdrRow, logGroupName: string): Promise<string[]>;
}

export class LocalCallLogSource implements CallLogSource {
  private readonly artefacts: ArtefactRepository;
  constructor(store: Store) {
    this.artefacts = new ArtefactRepository(store);
  }
  async lines(call: CdrRow): Promise<string[]> {
    return call.call_sid ? (this.artefacts.getCallLogs(call.call_sid) ?? []) : [];
  }
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

export interface AwsCredentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** CloudWatch Logs FilterLogEvents, signed with AWS Signature V4. */
export class CloudWatchCallLogSource implements CallLogSource {
  constructor(
    private readonly credentials: AwsCredentials,
    private readonly timeoutMs: number,
    private readonly now: () => number,
  ) {}

  private async call(
    body: Record<string, unknown>,
  ): Promise<{ events?: { message: string }[]; nextToken?: string }> {
    const { region, accessKeyId, secretAccessKey, sessionToken } = this.credentials;
    const host = `logs.${region}.amazonaws.com`;
    const payload = JSON.stringify(body);
    const amzDate = new Date(this.now())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const headers: Record<string, string> = {
      'content-type': 'application/x-amz-json-1.1',
      host,
      'x-amz-date': amzDate,
      'x-amz-target': 'Logs_20140328.FilterLogEvents',
      ...(sessionToken ? { 'x-amz-security-token': sessionToken } : {}),
    };
    const names = Object.keys(headers).sort();
    const canonical = [
      'POST',
      '/',
      '',
      names.map((n) => `${n}:${headers[n]}\n`).join(''),
      names.join(';'),
      sha256(payload),
    ].join('\n');
    const scope = `${day}/${region}/logs/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 'logs'), 'aws4_request');
    const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
    const response = await fetchWithTimeout(
      `https://${host}/`,
      {
        method: 'POST',
        headers: {
          ...headers,
          authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
        },
        body: payload,
      },
      this.timeoutMs,
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`CloudWatch answered HTTP ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as { events?: { message: string }[]; nextToken?: string };
  }

  async lines(call: CdrRow, logGroupName: string): Promise<string[]> {
    const lines: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await this.call({
        logGroupName,
        startTime: call.attempted_at - 60_000,
        endTime: call.terminated_at + 60_000,
        filterPattern: `"${call.call_sid}"`,
        ...(nextToken ? { nextToken } : {}),
      });
      for (const event of page.events ?? []) lines.push(event.message);
      nextToken = page.nextToken;
    } while (nextToken && lines.length < 10_000);
    return lines;
  }
}

/** The configured source (CALL_LOGS_SOURCE), or null: none (the contract's 400). */
export function callLogSourceOf(ctx: AppContext): CallLogSource | null {
  const options = ctx.options.observability ?? {};
  if (options.callLogs === 'local') return new LocalCallLogSource(ctx.store);
  if (options.callLogs === 'cloudwatch' && options.aws)
    return new CloudWatchCallLogSource(options.aws, ctx.options.outboundTimeoutMs, ctx.now);
  return null;
}
