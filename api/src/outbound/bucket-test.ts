// BucketCredentialTest: ask the storage service whether the bucket can be reached with the credential.
// Signed requests: AWS Signature V4 (S3 and S3-compatible), Google OAuth service-account token, Azure SharedKey.
import { createHash, createHmac } from 'node:crypto';
import type { BucketCredential, BucketCredentialTestResult } from '@switchboard/shared/types';
import { DEFAULT_AWS_REGION } from '@switchboard/shared/validation';
import { OutboundError, fetchWithTimeout } from './http';
import { googleTokenRequest } from './google-auth';

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature V4 headers for a request (S3 without a body by default; other services and bodies too). */
export function signV4(options: {
  method: string;
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  service?: string;
  payload?: string;
}): Record<string, string> {
  const service = options.service ?? 's3';
  const amzDate = options.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const dateStamp = amzDate.slice(0, 8);
  const payloadHash = sha256(options.payload ?? '');
  const canonicalUri =
    options.url.pathname
      .split('/')
      .map((s) => encodeSegment(decodeURIComponent(s)))
      .join('/') || '/';
  const query = [...options.url.searchParams.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = { host: options.url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const signedHeaders = Object.keys(headers).join(';');
  const canonicalHeaders = Object.entries(headers)
    .map(([k, v]) => `${k}:${v}\n`)
    .join('');
  const canonicalRequest = [
    options.method,
    canonicalUri,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${dateStamp}/${options.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const kSigning = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, dateStamp), options.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  return {
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

function explainStatus(status: number, what: string): BucketCredentialTestResult {
  if (status >= 200 && status < 300) return { status: 'ok' };
  if (status === 301 || status === 307 || status === 400)
    return {
      status: 'failed',
      reason: `${what}: the bucket is in another region or the request was refused (HTTP ${status})`,
    };
  if (status === 401 || status === 403)
    return {
      status: 'failed',
      reason: `${what}: access denied — check the keys and the bucket's permissions (HTTP ${status})`,
    };
  if (status === 404) return { status: 'failed', reason: `${what}: the bucket does not exist (HTTP 404)` };
  return { status: 'failed', reason: `${what}: unexpected answer HTTP ${status}` };
}

async function testS3(
  credential: Extract<BucketCredential, { vendor: 'aws_s3' | 's3_compatible' }>,
  timeoutMs: number,
  now: Date,
) {
  if (!credential.access_key_id || !credential.secret_access_key) {
    return {
      status: 'failed' as const,
      reason:
        'Only access-key credentials can be tested here: assume-role and instance-profile credentials are resolved on the media servers',
    };
  }
  const region = credential.region || DEFAULT_AWS_REGION;
  const url =
    credential.vendor === 's3_compatible'
      ? new URL(`${credential.endpoint.replace(/\/+$/, '')}/${encodeSegment(credential.name)}`)
      : new URL(`https://${credential.name}.s3.${region}.amazonaws.com/`);
  const headers = signV4({
    method: 'HEAD',
    url,
    region,
    accessKeyId: credential.access_key_id,
    secretAccessKey: credential.secret_access_key,
    now,
  });
  const response = await fetchWithTimeout(url.toString(), { method: 'HEAD', headers }, timeoutMs);
  return explainStatus(response.status, `bucket ${credential.name}`);
}

async function testGoogle(
  credential: Extract<BucketCredential, { vendor: 'google' }>,
  timeoutMs: number,
  now: Date,
) {
  const key = JSON.parse(credential.service_key) as {
    private_key: string;
    client_email: string;
    token_uri?: string;
  };
  let request: { tokenUri: string; body: string };
  try {
    request = await googleTokenRequest(key, 'https://www.googleapis.com/auth/devstorage.read_only', now);
  } catch (err) {
    return { status: 'failed' as const, reason: (err as Error).message };
  }
  const tokenResponse = await fetchWithTimeout(
    request.tokenUri,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: request.body,
    },
    timeoutMs,
  );
  if (!tokenResponse.ok)
    return {
      status: 'failed' as const,
      reason: `Google refused the service key (HTTP ${tokenResponse.status})`,
    };
  const { access_token } = (await tokenResponse.json()) as { access_token?: string };
  const response = await fetchWithTimeout(
    `https://storage.googleapis.com/storage/v1/b/${encodeSegment(credential.name)}`,
    { headers: { authorization: `Bearer ${access_token}` } },
    timeoutMs,
  );
  return explainStatus(response.status, `bucket ${credential.name}`);
}

/** Parse an Azure storage connection string (`Key=Value;...`). */
export function parseAzureConnectionString(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

async function testAzure(
  credential: Extract<BucketCredential, { vendor: 'azure' }>,
  timeoutMs: number,
  now: Date,
) {
  const cs = parseAzureConnectionString(credential.connection_string);
  const account = cs.AccountName;
  const endpoint = (
    cs.BlobEndpoint ||
    (account
      ? `${cs.DefaultEndpointsProtocol || 'https'}://${account}.blob.${cs.EndpointSuffix || 'core.windows.net'}`
      : '')
  ).replace(/\/+$/, '');
  if (!endpoint || (!cs.AccountKey && !cs.SharedAccessSignature)) {
    return {
      status: 'failed' as const,
      reason:
        'the connection string needs AccountName and AccountKey (or BlobEndpoint and SharedAccessSignature)',
    };
  }
  const url = `${endpoint}/${encodeSegment(credential.name)}?restype=container${cs.SharedAccessSignature ? `&${cs.SharedAccessSignature}` : ''}`;
  const headers: Record<string, string> = { 'x-ms-date': now.toUTCString(), 'x-ms-version': '2021-08-06' };
  if (cs.AccountKey && account) {
    const canonicalHeaders = `x-ms-date:${headers['x-ms-date']}\nx-ms-version:${headers['x-ms-version']}\n`;
    const canonicalResource = `/${account}/${credential.name}\nrestype:container`;
    const stringToSign = [
      'GET',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      canonicalHeaders + canonicalResource,
    ].join('\n');
    const signature = createHmac('sha256', Buffer.from(cs.AccountKey, 'base64'))
      .update(stringToSign, 'utf8')
      .digest('base64');
    headers.authorization = `SharedKey ${account}:${signature}`;
  }
  const response = await fetchWithTimeout(url, { headers }, timeoutMs);
  return explainStatus(response.status, `container ${credential.name}`);
}

/** Always resolves: `{status:'ok'}` or `{status:'failed', reason}`. */
export async function testBucketCredential(
  credential: BucketCredential,
  timeoutMs: number,
  now: Date = new Date(),
): Promise<BucketCredentialTestResult> {
  try {
    switch (credential.vendor) {
      case 'aws_s3':
      case 's3_compatible':
        return await testS3(credential, timeoutMs, now);
      case 'google':
        return await testGoogle(credential, timeoutMs, now);
      case 'azure':
        return await testAzure(credential, timeoutMs, now);
    }
  } catch (err) {
    if (err instanceof OutboundError) return { status: 'failed', reason: err.message };
    return { status: 'failed', reason: (err as Error).message || 'the test failed' };
  }
}
