// Where the identity pages live, under /internal like every area's (the kit's INTERNAL; withAccount is the kit's).
import { ADD_ACCOUNT_PATH, INTERNAL } from '@switchboard/shared/admin';

export const paths = {
  accounts: `${INTERNAL}/accounts`,
  accountAdd: ADD_ACCOUNT_PATH,
  accountEdit: (accountSid: string) => `${INTERNAL}/accounts/${encodeURIComponent(accountSid)}/edit`,
  users: `${INTERNAL}/users`,
  userAdd: `${INTERNAL}/users/add`,
  userEdit: (userSid: string) => `${INTERNAL}/users/${encodeURIComponent(userSid)}/edit`,
  settings: `${INTERNAL}/settings`,
  activity: `${INTERNAL}/activity`,
  applications: `${INTERNAL}/applications`,
  applicationAdd: `${INTERNAL}/applications/add`,
  applicationEdit: (applicationSid: string) =>
    `${INTERNAL}/applications/${encodeURIComponent(applicationSid)}/edit`,
} as const;
