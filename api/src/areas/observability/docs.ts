// What the documentation of the observability routes shares: their tag, the owner's sid as they describe it, and
// whose records a route serves under each mount.
import { z } from 'zod';

export const tags = ['Recent calls and alerts'];
/** The owner's sid on the routes served under both owners. */
export const ownerParams = z.object({ sid: z.string().describe('account or service provider sid') });
/** The account's sid on the routes served under an account only. */
export const accountParams = { sid: z.string().describe('account sid') };
export const WHO = { account: 'an account', service_provider: "a service provider's accounts" } as const;

/** A summary under each mount, naming whose records it serves. */
export const perOwner = (summary: (who: string) => string) => ({
  account: summary(WHO.account),
  service_provider: summary(WHO.service_provider),
});
