// Where the observability endpoints read what a real platform keeps elsewhere (see api/README.md, Environment).
import type { AwsCredentials } from './call-logs/sources';

export interface ObservabilityOptions {
  /**
   * Source of a call's log lines: 'local' (what the platform's feature servers logged, here the simulator), 'cloudwatch'
   * (AWS: the feature server's log group), or 'off' — the contract's 400 'Logs are only available in AWS environments'.
   */
  callLogs?: 'off' | 'local' | 'cloudwatch';
  /** AWS region and keys for 'cloudwatch' */
  aws?: AwsCredentials;
  /** Recordings: the platform's own store ('local', default) or the account's bucket ('bucket'). */
  recordings?: 'local' | 'bucket';
  /** Alert rules: how often they are evaluated (0: not on a timer), and how notifications are retried. */
  alertRules?: AlertRuleOptions;
}

export interface AlertRuleOptions {
  /** ms between evaluations (ALERT_RULES_EVERY_MS, default 15 000; left out or 0: only when called, as tests do) */
  everyMs?: number;
  /** tries of one notification before it is 'failed' (default 5) */
  attempts?: number;
  /** the first retry's wait, doubled each time (default 30 000 ms) */
  backoffMs?: number;
}

const wholeOr = (text: string | undefined, name: string, fallback: number): number => {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number of 0 or more (got "${text}")`);
  return n;
};

/**
 * CALL_LOGS_SOURCE (local | cloudwatch | off; default cloudwatch when AWS_REGION is set, else off), RECORDINGS_STORE,
 * ALERT_RULES_EVERY_MS, ALERT_NOTIFY_ATTEMPTS, ALERT_NOTIFY_BACKOFF_MS.
 */
export function observabilityOptionsFromEnv(env: NodeJS.ProcessEnv): ObservabilityOptions {
  const source = env.CALL_LOGS_SOURCE || (env.AWS_REGION ? 'cloudwatch' : 'off');
  if (!['off', 'local', 'cloudwatch'].includes(source))
    throw new Error(`CALL_LOGS_SOURCE must be local, cloudwatch or off (got "${source}")`);
  const recordings = env.RECORDINGS_STORE || 'local';
  if (!['local', 'bucket'].includes(recordings))
    throw new Error(`RECORDINGS_STORE must be local or bucket (got "${recordings}")`);
  return {
    callLogs: source as ObservabilityOptions['callLogs'],
    recordings: recordings as ObservabilityOptions['recordings'],
    alertRules: {
      everyMs: wholeOr(env.ALERT_RULES_EVERY_MS, 'ALERT_RULES_EVERY_MS', 15_000),
      attempts: Math.max(1, wholeOr(env.ALERT_NOTIFY_ATTEMPTS, 'ALERT_NOTIFY_ATTEMPTS', 5)),
      backoffMs: wholeOr(env.ALERT_NOTIFY_BACKOFF_MS, 'ALERT_NOTIFY_BACKOFF_MS', 30_000),
    },
    aws:
      env.AWS_REGION && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            region: env.AWS_REGION,
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN || undefined,
          }
        : undefined,
  };
}
