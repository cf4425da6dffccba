// The applications the telephony forms offer (carrier default application, a number's and a tenant's): those of
// one account, by name; and one application's name for a list row.
import { api } from '@switchboard/shared/api';
import type { Application } from '@switchboard/shared/types';

const enc = encodeURIComponent;

export interface ApplicationChoice {
  application_sid: string;
  name: string;
  account_sid: string | null;
}

const choice = (app: Application): ApplicationChoice => ({
  application_sid: app.application_sid,
  name: app.name,
  account_sid: app.account_sid,
});

export const applicationChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /Accounts/:sid/Applications` (bare array), kept small: sid, name and account only. */
    getApplicationChoices: build.query<ApplicationChoice[], string>({
      query: (accountSid) => `/Accounts/${enc(accountSid)}/Applications`,
      transformResponse: (body: Application[]) =>
        body.map(choice).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
      providesTags: (_r, _e, accountSid) => [{ type: 'Applications', id: `ACCOUNT-${accountSid}` }],
    }),
    /** One application's name (a list row names the application of its number or tenant). */
    getApplicationChoice: build.query<ApplicationChoice, string>({
      query: (sid) => `/Applications/${enc(sid)}`,
      transformResponse: choice,
      providesTags: (_r, _e, sid) => [{ type: 'Applications', id: sid }],
    }),
  }),
});

export const { useGetApplicationChoicesQuery, useGetApplicationChoiceQuery } = applicationChoicesApi;
