// Post-dial delay (PDD) of a call from its captured INVITE dialog (docs/api/additions.md#call-statistics): the time
// from the first INVITE to the first ringing response to an INVITE (180 Ringing or 183 Session Progress), or to the
// first final response (≥ 200) when none came — what the caller waits before hearing anything (RFC 6076 §4.1,
// "Session Request Delay", measured to the first non-100 provisional or the final response). A retransmitted INVITE
// counts from its first copy; an INVITE challenged (401/407) and sent again counts from the first, as the caller
// waited through both. Without an INVITE or any such response: none.
import type { SipCaptureMessage } from '@switchboard/shared/types';
import { captureMicros } from './pcap';

const INVITE_CSEQ = /^(?:CSeq|cseq):\s*\d+\s+INVITE\s*$/m;

/** The PDD in whole milliseconds, or null when the capture cannot tell. */
export function postDialDelayMs(messages: readonly SipCaptureMessage[]): number | null {
  let invite: number | null = null;
  let ringing: number | null = null;
  let final: number | null = null;
  for (const message of messages) {
    const at = captureMicros(message.time);
    const payload = message.payload;
    if (payload.startsWith('INVITE ')) {
      if (invite === null || at < invite) invite = at;
      continue;
    }
    if (!payload.startsWith('SIP/2.0 ') || !INVITE_CSEQ.test(payload)) continue;
    const status = Number(payload.slice(8, 11));
    if (status === 180 || status === 183) {
      if (ringing === null || at < ringing) ringing = at;
    } else if (status >= 200 && (final === null || at < final)) final = at;
  }
  if (invite === null) return null;
  const answer = ringing ?? final;
  if (answer === null || answer < invite) return null;
  return Math.round((answer - invite) / 1000);
}
