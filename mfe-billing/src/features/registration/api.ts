// Sign-up calls (docs/api/contract.md#session): `POST /register` (public) and `PUT /ActivationCode/:code` with the register token.
import { api } from '@switchboard/shared/api';
import type {
  ActivationCodeRequest,
  RegistrationRequest,
  RegistrationResponse,
} from '@switchboard/shared/types';

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegistrationResponse, RegistrationRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    activateCode: build.mutation<void, ActivationCodeRequest & { code: string }>({
      query: ({ code, ...body }) => ({
        url: `/ActivationCode/${encodeURIComponent(code.trim())}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useRegisterMutation, useActivateCodeMutation } = registrationApi;
