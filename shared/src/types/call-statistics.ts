// Call statistics of an owner over a period (`GET …/CallStatistics`, docs/api/additions.md#call-statistics): the
// figures of the 'Call quality' page per carrier and per account, and their trend.

/** What is counted of a set of calls. */
export interface CallFigures {
  calls: number;
  answered: number;
  /** answer-seizure ratio: answered / calls (null without calls) */
  asr: number | null;
  /** average call duration of the answered calls, in seconds (null without answered calls) */
  acd: number | null;
}

/** One SIP final status of the calls that were not answered, and how many ended so. */
export interface SipFailureCount {
  sip_status: number;
  calls: number;
}

/** A MOS band (docs/api/additions.md#call-statistics): good ≥ 4.0, fair 3.6–4.0, poor 3.1–3.6, bad < 3.1. */
export type MosBand = 'good' | 'fair' | 'poor' | 'bad';

/**
 * The calls with a quality report per MOS band, each call once by its worst received stream; calls nobody reported
 * are in none. Absent from an API that does not count it.
 */
export type MosDistribution = Record<MosBand, number>;

/**
 * The post-dial delay of the calls with a SIP capture (from the INVITE to the first 180/183, or to the final
 * response without one). Absent from an API that does not measure it.
 */
export interface PddFigures {
  /** average in milliseconds (null: no call with a capture) */
  pdd_ms?: number | null;
  /** how many calls the average is over */
  pdd_calls?: number;
}

export interface CarrierCallStatistics extends CallFigures, PddFigures {
  /** the carrier's name as the CDRs name it (`trunk`); null: calls through no carrier (SIP users, applications) */
  trunk: string | null;
  failures: SipFailureCount[];
  mos?: MosDistribution;
}

export interface AccountCallStatistics extends CallFigures, PddFigures {
  account_sid: string;
  failures: SipFailureCount[];
  mos?: MosDistribution;
}

/** One step of the trend: an hour (periods up to 2 days) or a day (UTC). */
export interface CallTrendPoint extends CallFigures {
  time: string;
}

export interface CallStatistics {
  /** the period counted: whole hours (ISO), the first hour that starts at or before the period's start */
  start: string;
  end: string;
  /** the trend's step */
  step: 'hour' | 'day';
  total: CallFigures & PddFigures & { failures: SipFailureCount[]; mos?: MosDistribution };
  /** most calls first */
  carriers: CarrierCallStatistics[];
  /** most calls first */
  accounts: AccountCallStatistics[];
  trend: CallTrendPoint[];
  /** the carrier the trend counts (`?trunk=`); null: all calls. Absent from an API that cannot narrow it. */
  trend_trunk?: string | null;
}
