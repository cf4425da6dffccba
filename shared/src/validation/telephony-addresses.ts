// Network addresses of carriers (docs/product/telephony.md#sip-gateways): what kind of address a gateway has, the outbound SIP
// proxy, and the rule-issue shape every telephony rule reports in (a path and the spec's message), so a form
// marks the field and the API answers the first issue's message.
import type { z } from 'zod';
import { isDomainName, isIPv4 } from './network';
import { PORT_MAX } from '@switchboard/shared/constants';

/** What a gateway's network address is (docs/product/telephony.md#sip-gateways). */
export type AddressKind = 'ip' | 'fqdn' | 'fqdn-top-level' | 'invalid';

/** An IPv4 address; a name with a subdomain (`sip.example.com`); a registered domain only (`example.com`). */
export function addressKind(value: string): AddressKind {
  const address = value.trim();
  if (address === '' || /\s/.test(address)) return 'invalid';
  if (isIPv4(address)) return 'ip';
  if (isDomainName(address, 3)) return 'fqdn';
  if (isDomainName(address, 2)) return 'fqdn-top-level';
  return 'invalid';
}

export const isFqdnKind = (kind: AddressKind) => kind === 'fqdn' || kind === 'fqdn-top-level';

/** A domain name (two labels or more) or an IPv4 address, e.g. a register realm or From domain. */
export function isDomainOrIPv4(value: string): boolean {
  return isIPv4(value) || isDomainName(value, 2);
}

const isPort = (text: string) => /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= PORT_MAX;

/** The proxy as stored: spaces removed (docs/product/telephony.md#sip-gateways). */
export function normaliseSipProxy(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * An outbound SIP proxy: a domain or IPv4 address, optionally with a port, or a sip:/sips: URI (with an optional
 * user part) and an optional port 1–65535. Spaces are removed first.
 */
export function isValidSipProxy(value: string): boolean {
  let rest = normaliseSipProxy(value);
  if (rest === '') return false;
  const scheme = /^sips?:/i.exec(rest);
  if (scheme) {
    rest = rest.slice(scheme[0].length);
    const at = rest.lastIndexOf('@');
    if (at >= 0) {
      const user = rest.slice(0, at);
      if (!/^[A-Za-z0-9\-_.!~*'()&=+$,;?/%]+$/.test(user)) return false;
      rest = rest.slice(at + 1);
    }
  }
  const colon = rest.lastIndexOf(':');
  if (colon >= 0) {
    if (!isPort(rest.slice(colon + 1))) return false;
    rest = rest.slice(0, colon);
  }
  return isIPv4(rest) || isDomainName(rest, 2);
}

/** A rule broken: where (a path within the checked value) and the text to show. */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/** Adds rule issues to a zod refinement (`.superRefine((v, ctx) => addIssues(ctx, rules(v)))`), under `prefix`. */
export function addIssues(ctx: z.RefinementCtx, issues: RuleIssue[], prefix: (string | number)[] = []): void {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message });
}

/** A port typed in a form ('' allowed), as a number or null; NaN when it is not a whole number 0–65535. */
export function parsePortInput(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^\d{1,5}$/.test(text) || Number(text) > PORT_MAX) return Number.NaN;
  return Number(text);
}
