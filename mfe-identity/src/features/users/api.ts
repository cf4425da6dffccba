// Users (docs/api/contract.md#users). Three shapes on the wire: list items (scope computed, flags 0/1), the detail (legacy
// "read-write" scope, real scope from the sids) and Users/me (read by the host).
import { api } from '@switchboard/shared/api';
import type {
  CreatedUser,
  UserCreatePayload,
  UserDetail,
  UserListItem,
  UserUpdatePayload,
} from '@switchboard/shared/types';

const userPath = (sid: string) => `/Users/${encodeURIComponent(sid)}`;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserListItem[], void>({
      query: () => '/Users',
      providesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    getUser: build.query<UserDetail, string>({
      query: (sid) => userPath(sid),
      providesTags: (_result, _error, sid) => [{ type: 'Users', id: sid }],
    }),
    createUser: build.mutation<CreatedUser, UserCreatePayload>({
      query: (body) => ({ url: '/Users', method: 'POST', body }),
      invalidatesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    updateUser: build.mutation<void, { sid: string; body: UserUpdatePayload }>({
      query: ({ sid, body }) => ({ url: userPath(sid), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { sid }) => [
        { type: 'Users', id: sid },
        { type: 'Users', id: 'LIST' },
        'Me',
      ],
    }),
    /**
     * A user changing their own password: `{old_password, new_password}` in its own request (the server refuses a
     * name and a password change together). `is_view_only` is sent along because every PUT re-syncs that flag and
     * would otherwise silently lift a view-only user's restriction (docs/api/on-jambonz.md#jambonzs-quirks-the-portal-works-around).
     */
    changeOwnPassword: build.mutation<
      void,
      { sid: string; old_password: string; new_password: string; is_view_only: boolean }
    >({
      query: ({ sid, ...body }) => ({ url: userPath(sid), method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    deleteUser: build.mutation<void, string>({
      query: (sid) => ({ url: userPath(sid), method: 'DELETE' }),
      invalidatesTags: (_result, _error, sid) => [
        { type: 'Users', id: sid },
        { type: 'Users', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useChangeOwnPasswordMutation,
  useDeleteUserMutation,
} = usersApi;
