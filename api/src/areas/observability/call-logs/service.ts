// A call's log lines (docs/api/contract.md#service-providers): from the configured source (CloudWatch, or the platform's own store), for a
// call of the account. Without a source: the contract's 400.
import { OBSERVABILITY_MESSAGES } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { HttpError, badRequest } from '../../../http/errors';
import { CallRepository } from '../recent-calls/repository';
import { callLogSourceOf, type CallLogSource } from './sources';

export class CallLogService {
  private readonly calls: CallRepository;
  private readonly source: CallLogSource | null;

  constructor(ctx: AppContext) {
    this.calls = new CallRepository(ctx.store);
    this.source = callLogSourceOf(ctx);
  }

  async lines(accountSid: string, callSid: string, logGroupName: string): Promise<string[]> {
    if (!this.source) throw badRequest(OBSERVABILITY_MESSAGES.logsUnavailable);
    const call = this.calls.ownerCall({ column: 'account_sid', sid: accountSid }, callSid);
    if (!call) throw new HttpError(404, { msg: OBSERVABILITY_MESSAGES.callNotFound });
    try {
      return await this.source.lines(call, logGroupName);
    } catch (error) {
      throw new HttpError(500, { msg: error instanceof Error ? error.message : 'the logs source failed' });
    }
  }
}
