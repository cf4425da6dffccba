// A call's trace (docs/api/contract.md#service-providers): the OTLP document the feature server exported, for the account it names (a trace
// naming no account is anyone's who knows its id, as in Jaeger).
import type { OtlpTrace } from '@switchboard/shared/types';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { ArtefactRepository } from '../records/artefacts';

export class TraceService {
  private readonly artefacts: ArtefactRepository;

  constructor(ctx: AppContext) {
    this.artefacts = new ArtefactRepository(ctx.store);
  }

  /** 404 text when the id is not 32 hex digits, unknown, or another account's. */
  read(accountSid: string, traceId: string): OtlpTrace {
    const id = traceId.toLowerCase();
    const found = /^[0-9a-f]{32}$/.test(id) ? this.artefacts.getTrace(id) : null;
    if (!found || (found.account_sid !== null && found.account_sid !== accountSid))
      throw new HttpError(404, 'Not Found');
    return found.trace;
  }
}
