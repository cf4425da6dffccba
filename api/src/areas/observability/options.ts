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
}

/** CALL_LOGS_SOURCE (local | cloudwatch | off; default cloudwatch when AWS_REGION is set, else off), RECORDINGS_STORE. */
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
