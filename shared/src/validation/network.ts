// Network-address rules: IPv4, CIDR, domain names, SIP realms, ports.
import { z } from 'zod';
import { MESSAGES, PORT_MAX } from '@switchboard/shared/constants';

/** A dotted-quad IPv4 address, each part 0-255, no leading zeros beyond "0". */
export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  if (parts.length !== 4) return false;
  return parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** An IPv4 address, or an IPv4 address with a /0-32 prefix. */
export function isIPv4Cidr(value: string): boolean {
  const [ip, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !isIPv4(ip)) return false;
  if (prefix === undefined) return true;
  return /^(\d|[12]\d|3[0-2])$/.test(prefix);
}

const LABEL_RE = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * A DNS name: labels of letters, digits and hyphens (not at either end), at most 253 characters,
 * with at least `minLabels` labels. A trailing dot is not accepted.
 */
export function isDomainName(value: string, minLabels = 2): boolean {
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length < minLabels) return false;
  if (!labels.every((l) => LABEL_RE.test(l))) return false;
  // the top-level label is never all digits (that would be an IP address)
  return !/^\d+$/.test(labels[labels.length - 1]);
}

/** A host name (single label such as `localhost`, or a domain name) or an IPv4 address. */
export function isHostOrIPv4(value: string): boolean {
  return isIPv4(value) || isDomainName(value, 1);
}

/**
 * The private network CIDR setting: comma-separated entries, each an IPv4 address or IPv4/0-32.
 * Returns the spec's message naming the first offending entry, or null when valid (an empty value is valid).
 */
export function privateNetworkCidrError(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (!isIPv4Cidr(entry)) return MESSAGES.invalidPrivateNetworkCidr(entry);
  }
  return null;
}

/**
 * A SIP realm: a domain name (at least two labels, e.g. `acme.sip.example.com`).
 * `minLabels` 3 is the rule of `POST /Accounts/:sid/SipRealms/:realm`.
 */
export function isValidSipRealm(value: string, minLabels = 2): boolean {
  return isDomainName(value, minLabels);
}

/** Port check for form inputs (string or number): a whole number from 0 to 65535. */
export function portError(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return MESSAGES.portInvalid;
  return Number(text) > PORT_MAX ? MESSAGES.portTooHigh : null;
}

/** A port in a request body. */
export const portSchema = z
  .number()
  .int(MESSAGES.portInvalid)
  .min(0, MESSAGES.portInvalid)
  .max(PORT_MAX, MESSAGES.portTooHigh);

/** A domain-name field that may be blank (forms) or null (bodies). */
export const optionalDomainSchema = z
  .string()
  .trim()
  .max(253)
  .refine((v) => v === '' || isDomainName(v, 2), MESSAGES.invalidDomainName)
  .nullable()
  .optional();

/** The private network CIDR field. */
export const privateNetworkCidrSchema = z
  .string()
  .max(8192)
  .superRefine((v, ctx) => {
    const error = privateNetworkCidrError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
