// The SIP capture of a Call-ID (Homer's view, docs/api/contract.md#service-providers, #accounts): a summary of its messages, which tells the portal
// whether a pcap exists, and the dialog as a libpcap file. A capture is the owner's, and kept for seven days.
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { ArtefactRepository } from '../records/artefacts';
import type { SipCapture } from '../records/shapes';
import type { RecordOwner } from '../recent-calls/where';
import { writePcap } from './pcap';

/** Homer keeps SIP for seven days. */
const CAPTURE_RETENTION_MS = 7 * 86_400_000;
const NOT_FOUND = () => new HttpError(404, 'Not Found');

/** A captured message's time in ms (epoch microseconds or ISO). */
const millisOf = (time: string | number) => (typeof time === 'number' ? time / 1000 : Date.parse(time));

export interface CaptureSummary {
  total: number;
  data: {
    messages: {
      create_date: string;
      sid: string;
      method: string;
      srcIp: string;
      srcPort: number;
      dstIp: string;
      dstPort: number;
      protocol: number;
    }[];
  };
}

export class CaptureService {
  private readonly artefacts: ArtefactRepository;

  constructor(private readonly ctx: AppContext) {
    this.artefacts = new ArtefactRepository(ctx.store);
  }

  /** The messages of the Call-ID's INVITE dialog, else its REGISTER; 404 text when neither is the owner's. */
  summary(owner: RecordOwner, callId: string): CaptureSummary {
    const capture = this.captureOf(owner, callId, 'invite') ?? this.captureOf(owner, callId, 'register');
    if (!capture) throw NOT_FOUND();
    return {
      total: capture.messages.length,
      data: {
        messages: capture.messages.map((m) => ({
          create_date: new Date(millisOf(m.time)).toISOString(),
          sid: capture.sip_callid,
          method: m.payload.slice(0, m.payload.indexOf('\r\n')).split(' ')[
            m.payload.startsWith('SIP/2.0') ? 1 : 0
          ],
          srcIp: m.src_ip,
          srcPort: m.src_port,
          dstIp: m.dst_ip,
          dstPort: m.dst_port,
          protocol: 17,
        })),
      },
    };
  }

  /** The dialog as a libpcap file, with the file name it is served as. */
  pcap(
    owner: RecordOwner,
    callId: string,
    method: 'invite' | 'register',
  ): { fileName: string; file: Buffer } {
    const capture = this.captureOf(owner, callId, method);
    if (!capture) throw NOT_FOUND();
    return { fileName: `callid-${capture.sip_callid}.pcap`, file: writePcap(capture.messages) };
  }

  /** The capture of a dialog, when it is the owner's and not older than Homer keeps. */
  private captureOf(owner: RecordOwner, callId: string, method: 'invite' | 'register'): SipCapture | null {
    const capture = this.artefacts.getSipCapture(callId, method);
    if (!capture) return null;
    const inScope =
      owner.column === 'account_sid'
        ? capture.account_sid === owner.sid
        : capture.service_provider_sid === owner.sid;
    if (!inScope) return null;
    const newest = Math.max(...capture.messages.map((m) => millisOf(m.time)));
    if (newest < this.ctx.now() - CAPTURE_RETENTION_MS) return null;
    return capture;
  }
}

/** The pcap's method: anything else is the contract's plain-text 400. */
export function requirePcapMethod(method: string): 'invite' | 'register' {
  if (method !== 'invite' && method !== 'register') throw new HttpError(400, 'Bad Request');
  return method;
}
