// Endpoints used across apps: the session flows, who am I, service providers and their accounts, password
// settings. (Each remote adds its own endpoints next to its features.)
import type {
  Account,
  CreatedSid,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  PasswordSettings,
  ServiceProvider,
  ServiceProviderPayload,
  SigninResponse,
  UsersMe,
} from '@switchboard/shared/types';
import { api } from './api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /login`: no token; the response's token starts the session. */
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    /** `POST /logout`: ends this session server-side (a jambonz API ends every session of the user). */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    /** `POST /renew-token` (capability `token-renewal`): a new token for this session, a full lifetime from now. */
    renewToken: build.mutation<{ token: string }, void>({
      query: () => ({ url: '/renew-token', method: 'POST' }),
    }),
    /** `POST /logout/everywhere` (capability `sign-out-everywhere`): ends every session of the user. */
    logoutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/logout/everywhere', method: 'POST' }),
    }),
    /** `PUT /Users/:sid {old_password, new_password}`: the forced (and self-service) password change; 204. */
    changePassword: build.mutation<void, PasswordChangeRequest & { userSid: string }>({
      query: ({ userSid, ...body }) => ({
        url: `/Users/${encodeURIComponent(userSid)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Me'],
    }),
    /** `POST /forgot-password {email}`: 204; errors come as `{error}`. */
    forgotPassword: build.mutation<void, ForgotPasswordRequest>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    /** `POST /signin {link}`: exchanges a reset-password link for a one-off JWT. */
    signinWithResetLink: build.mutation<SigninResponse, { link: string }>({
      query: (body) => ({ url: '/signin', method: 'POST', body }),
    }),
    /** `POST /change-password` with the link as old password, authorised by the JWT from signinWithResetLink. */
    resetPassword: build.mutation<void, { token: string; link: string; newPassword: string }>({
      query: ({ token, link, newPassword }) => ({
        url: '/change-password',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: { old_password: link, new_password: newPassword },
      }),
    }),
    /** `GET /Users/me`: profile data (name, provider, account). Not for the scope: that comes from the token. */
    getMe: build.query<UsersMe, void>({
      query: () => '/Users/me',
      providesTags: ['Me'],
    }),
    getServiceProviders: build.query<ServiceProvider[], void>({
      query: () => '/ServiceProviders',
      providesTags: (result) => [
        { type: 'ServiceProviders', id: 'LIST' },
        ...(result ?? []).map((sp) => ({ type: 'ServiceProviders' as const, id: sp.service_provider_sid })),
      ],
    }),
    createServiceProvider: build.mutation<CreatedSid, ServiceProviderPayload>({
      query: (body) => ({ url: '/ServiceProviders', method: 'POST', body }),
      invalidatesTags: [{ type: 'ServiceProviders', id: 'LIST' }],
    }),
    getPasswordSettings: build.query<PasswordSettings, void>({
      query: () => '/PasswordSettings',
      providesTags: ['PasswordSettings'],
    }),
    /** `GET /ServiceProviders/:sid/Accounts`: the accounts of a service provider (account pickers, lists). */
    getServiceProviderAccounts: build.query<Account[], string>({
      query: (serviceProviderSid) => `/ServiceProviders/${encodeURIComponent(serviceProviderSid)}/Accounts`,
      providesTags: (result, _error, serviceProviderSid) => [
        { type: 'Accounts', id: `LIST-${serviceProviderSid}` },
        { type: 'Accounts', id: 'LIST' },
        ...(result ?? []).map((account) => ({ type: 'Accounts' as const, id: account.account_sid })),
      ],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useRenewTokenMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useSigninWithResetLinkMutation,
  useResetPasswordMutation,
  useGetMeQuery,
  useGetServiceProvidersQuery,
  useCreateServiceProviderMutation,
  useGetPasswordSettingsQuery,
  useGetServiceProviderAccountsQuery,
} = sessionApi;
