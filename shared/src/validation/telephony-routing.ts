// Outbound call routing (least cost routing, docs/product/telephony.md#routing-form) and SIP clients (docs/product/telephony.md#sip-client-form): the forms and the
// request bodies of `/Lcrs`, `/Lcrs/:sid/Routes`, `/LcrRoutes`, `/LcrCarrierSetEntries` and `/Clients`.
import { z } from 'zod';
import { dbBoolSchema, isSid, optionalTypedText, sidSchema, typedText } from './primitives';
import {
  CLIENT_PASSWORD_MAX,
  CLIENT_USERNAME_MAX,
  LCR_DEFAULT_ROUTE,
  LCR_DESCRIPTION_MAX,
  LCR_NAME_MAX,
  LCR_REGEX_MAX,
  TELEPHONY_MESSAGES as T,
} from '@switchboard/shared/constants';

// ---------------------------------------------------------------- LCR

/** What is wrong with a route's pattern (a digit prefix such as `44` is a regular expression too), or null. */
export function routeRegexError(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return T.routeRegexRequired;
  if (text.length > LCR_REGEX_MAX)
    return `A regex or digit prefix must be at most ${LCR_REGEX_MAX} characters`;
  try {
    new RegExp(text);
  } catch {
    return T.routeRegexInvalid;
  }
  return null;
}

export const isDefaultRoute = (route: { priority: number }) => route.priority === LCR_DEFAULT_ROUTE.priority;

export const lcrRouteFormSchema = z.object({
  lcr_route_sid: z.string().optional(),
  lcr_carrier_set_entry_sid: z.string().optional(),
  regex: z.string(),
  description: z
    .string()
    .max(LCR_DESCRIPTION_MAX, `Description must be at most ${LCR_DESCRIPTION_MAX} characters`),
  voip_carrier_sid: z.string(),
});
export type LcrRouteForm = z.infer<typeof lcrRouteFormSchema>;

/** The add/edit LCR form: name, active, account, default carrier and the routes in priority order. */
export const lcrFormSchema = z
  .object({
    name: z
      .string()
      .max(LCR_NAME_MAX, `Name must be at most ${LCR_NAME_MAX} characters`)
      .refine(...typedText('Name')),
    is_active: z.boolean(),
    account_sid: z.string(),
    default_carrier_sid: z.string(),
    routes: z.array(lcrRouteFormSchema),
  })
  .superRefine((values, ctx) => {
    if (values.name.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['name'], message: T.lcrNameRequired });
    if (!values.default_carrier_sid)
      ctx.addIssue({ code: 'custom', path: ['default_carrier_sid'], message: T.defaultCarrierRequired });
    values.routes.forEach((route, index) => {
      const error = routeRegexError(route.regex);
      if (error) ctx.addIssue({ code: 'custom', path: ['routes', index, 'regex'], message: error });
      if (!route.voip_carrier_sid)
        ctx.addIssue({
          code: 'custom',
          path: ['routes', index, 'voip_carrier_sid'],
          message: T.routeCarrierRequired,
        });
    });
  });
export type LcrForm = z.infer<typeof lcrFormSchema>;

const nameBody = z
  .string()
  .trim()
  .min(1, 'missing field name')
  .max(LCR_NAME_MAX, `name must be at most ${LCR_NAME_MAX} characters`)
  .refine(...typedText('name'));

/** `POST /Lcrs`. An empty `account_sid` means "no account" (the old portal sends ''). */
export const lcrCreateBodySchema = z.strictObject({
  name: nameBody,
  is_active: dbBoolSchema.optional(),
  account_sid: z
    .union([sidSchema, z.literal('')])
    .nullable()
    .optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  default_carrier_set_entry_sid: sidSchema.nullable().optional(),
});

export const lcrUpdateBodySchema = z.strictObject({
  name: nameBody.optional(),
  is_active: dbBoolSchema.optional(),
  account_sid: z
    .union([sidSchema, z.literal('')])
    .nullable()
    .optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  default_carrier_set_entry_sid: sidSchema.nullable().optional(),
  lcr_sid: z.string().optional(),
  number_routes: z.number().optional(),
});

const regexBody = z.string().superRefine((value, ctx) => {
  const error = routeRegexError(value);
  if (error)
    ctx.addIssue({ code: 'custom', message: error === T.routeRegexRequired ? 'missing field regex' : error });
});

const carrierSetEntryBody = z.looseObject({
  lcr_carrier_set_entry_sid: z.string().optional(),
  voip_carrier_sid: z.unknown().transform((value, ctx) => {
    if (typeof value !== 'string' || value === '') {
      ctx.addIssue({ code: 'custom', message: 'One of lcr_carrier_set_entries is missing voip_carrier_sid' });
      return z.NEVER;
    }
    if (!isSid(value)) {
      ctx.addIssue({ code: 'custom', message: 'unknown voip_carrier_sid' });
      return z.NEVER;
    }
    return value;
  }),
  workload: z.number().int().min(1).max(1000).optional(),
  priority: z.number().int().min(0).max(1_000_000).optional(),
});

/** One item of `POST|PUT /Lcrs/:sid/Routes`. */
export const lcrRouteBatchItemSchema = z.looseObject({
  lcr_route_sid: z.string().optional(),
  regex: regexBody,
  description: optionalTypedText(LCR_DESCRIPTION_MAX, 'description'),
  priority: z.number({ error: 'missing field priority' }).int().min(0).max(1_000_000),
  lcr_carrier_set_entries: z
    .array(carrierSetEntryBody, { error: 'Lcr Route batch process require lcr_carrier_set_entries' })
    .min(1, 'Lcr Route batch process require lcr_carrier_set_entries'),
});
export const lcrRoutesBatchBodySchema = z
  .array(lcrRouteBatchItemSchema, { error: 'the body must be an array of routes' })
  .max(1000, 'at most 1000 routes');
export type LcrRouteBatchItem = z.output<typeof lcrRouteBatchItemSchema>;

/** `PUT /LcrRoutes/:sid`: a route's fields and, optionally, its carrier entries (checked as a batch item's). */
export const lcrRouteBodySchema = z.strictObject({
  lcr_sid: sidSchema.optional(),
  lcr_route_sid: z.string().optional(),
  regex: regexBody.optional(),
  description: optionalTypedText(LCR_DESCRIPTION_MAX, 'description'),
  priority: z.number().int().min(0).max(1_000_000).optional(),
  lcr_carrier_set_entries: z
    .array(carrierSetEntryBody, { error: 'lcr_carrier_set_entries must be an array of carrier entries' })
    .optional(),
});

/** `POST /LcrRoutes`: the same fields (its `lcr_sid` is checked, and required, before the body). */
export const lcrRouteCreateBodySchema = lcrRouteBodySchema;

/** `POST /LcrCarrierSetEntries`, `PUT /LcrCarrierSetEntries/:sid`. */
export const lcrCarrierSetEntryBodySchema = z.strictObject({
  lcr_carrier_set_entry_sid: z.string().optional(),
  lcr_route_sid: sidSchema.optional(),
  voip_carrier_sid: sidSchema.optional(),
  workload: z.number().int().min(1).max(1000).optional(),
  priority: z.number().int().min(0).max(1_000_000).optional(),
});

// ---------------------------------------------------------------- SIP clients

/** The add/edit SIP client form: a password is required on create; on edit blank keeps the stored one. */
export function clientFormSchema(options: { isNew: boolean; accountHasRealm: boolean }) {
  return z
    .object({
      account_sid: z.string(),
      username: z
        .string()
        .max(CLIENT_USERNAME_MAX, `Username must be at most ${CLIENT_USERNAME_MAX} characters`),
      password: z
        .string()
        .max(CLIENT_PASSWORD_MAX, `Password must be at most ${CLIENT_PASSWORD_MAX} characters`),
      is_active: z.boolean(),
      allow_direct_app_calling: z.boolean(),
      allow_direct_queue_calling: z.boolean(),
      allow_direct_user_calling: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (!values.account_sid)
        ctx.addIssue({ code: 'custom', path: ['account_sid'], message: T.accountRequired });
      else if (!options.accountHasRealm)
        ctx.addIssue({ code: 'custom', path: ['account_sid'], message: T.sipRealmNotSet });
      if (values.username.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['username'], message: T.clientUsernameRequired });
      if (options.isNew && values.password === '')
        ctx.addIssue({ code: 'custom', path: ['password'], message: T.clientPasswordRequired });
    });
}
export type ClientForm = z.infer<ReturnType<typeof clientFormSchema>>;

const usernameBody = z
  .string()
  .trim()
  .min(1, 'missing field username')
  .max(CLIENT_USERNAME_MAX, `username must be at most ${CLIENT_USERNAME_MAX} characters`)
  .refine(...typedText('username'));
const passwordBody = z
  .string()
  .min(1, 'password must not be empty')
  .max(CLIENT_PASSWORD_MAX, `password must be at most ${CLIENT_PASSWORD_MAX} characters`);

/** `POST /Clients` (a password is required, docs/product/telephony.md#sip-client-form). */
export const clientCreateBodySchema = z.strictObject({
  account_sid: sidSchema.optional(),
  username: usernameBody,
  password: passwordBody,
  is_active: dbBoolSchema.optional(),
  allow_direct_app_calling: dbBoolSchema.optional(),
  allow_direct_queue_calling: dbBoolSchema.optional(),
  allow_direct_user_calling: dbBoolSchema.optional(),
});

/** `PUT /Clients/:sid`: a password in the body replaces the stored one (never send back the masked value). */
export const clientUpdateBodySchema = z.strictObject({
  account_sid: sidSchema.optional(),
  username: usernameBody.optional(),
  password: passwordBody.optional(),
  is_active: dbBoolSchema.optional(),
  allow_direct_app_calling: dbBoolSchema.optional(),
  allow_direct_queue_calling: dbBoolSchema.optional(),
  allow_direct_user_calling: dbBoolSchema.optional(),
  client_sid: z.string().optional(),
});

/** A SIP client's password as the API shows it: its first character, then one X per remaining character. */
export function maskClientPassword(password: string | null | undefined): string | null {
  if (password === null || password === undefined) return null;
  return password.length === 0 ? '' : password[0] + 'X'.repeat(password.length - 1);
}
