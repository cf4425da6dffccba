// What the account page's tests share (AccountFormPage*.test.tsx): the API in memory, the page's address, the
// account's API keys and webhook secret as the API holds them, and the Save button.
import { screen } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import type { Account, ApiKey } from '@switchboard/shared/types';
import { ACCOUNT_SID as TEST_ACCOUNT_SID } from '../../testing/seed';

export const { api, sessionAs } = setupContractTest();
export const editUrl = `/internal/accounts/${TEST_ACCOUNT_SID}/edit`;
export const keysOf = (sid = TEST_ACCOUNT_SID) =>
  api.current.asAdmin<ApiKey[]>('GET', `/Accounts/${sid}/ApiKeys`);
export const secretEnding = async () =>
  (await api.current.asAdmin<Account>('GET', `/Accounts/${TEST_ACCOUNT_SID}`)).webhook_secret?.slice(-4);

export async function saveButton() {
  return screen.findByRole('button', { name: 'Save' });
}
