// Two-factor sign-in (Switchboard's API only: capability `two-factor`): the user's own set-up, a manager's reset of
// a user's second factor, and a service provider's requirement (docs/api/contract.md#two-factor-sign-in).
import type { TwoFactorEnrolment, TwoFactorPolicy, TwoFactorStatus } from '@switchboard/shared/types';
import { api } from './api';

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => '/Users/me/TwoFactor',
      providesTags: [{ type: 'TwoFactor', id: 'ME' }],
    }),
    beginTwoFactor: build.mutation<TwoFactorEnrolment, void>({
      query: () => ({ url: '/Users/me/TwoFactor', method: 'POST' }),
    }),
    confirmTwoFactor: build.mutation<{ recovery_codes: string[] }, { code: string }>({
      query: (body) => ({ url: '/Users/me/TwoFactor/confirm', method: 'POST', body }),
      invalidatesTags: [{ type: 'TwoFactor', id: 'ME' }],
    }),
    disableTwoFactor: build.mutation<void, { code: string }>({
      query: (body) => ({ url: '/Users/me/TwoFactor', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'TwoFactor', id: 'ME' }],
    }),
    resetUserTwoFactor: build.mutation<void, string>({
      query: (userSid) => ({ url: `/Users/${encodeURIComponent(userSid)}/TwoFactor`, method: 'DELETE' }),
    }),
    getTwoFactorPolicy: build.query<TwoFactorPolicy, string>({
      query: (sid) => `/ServiceProviders/${encodeURIComponent(sid)}/TwoFactor`,
      providesTags: (_result, _error, sid) => [{ type: 'TwoFactor', id: `SP-${sid}` }],
    }),
    setTwoFactorPolicy: build.mutation<void, { sid: string; required: boolean }>({
      query: ({ sid, required }) => ({
        url: `/ServiceProviders/${encodeURIComponent(sid)}/TwoFactor`,
        method: 'PUT',
        body: { required },
      }),
      invalidatesTags: (_result, _error, { sid }) => [{ type: 'TwoFactor', id: `SP-${sid}` }],
    }),
  }),
});

export const {
  useGetOwnTwoFactorQuery,
  useBeginTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useResetUserTwoFactorMutation,
  useGetTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
} = twoFactorApi;
