// Phone numbers against the API in memory: the list paged and filtered by the API, assigning numbers to an
// application, the form and its refusals, the CSV import checked and made by the API.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { currentUrl, findToast, http, apiUrl, readBack } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import type { PhoneNumber } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addApplication,
  addCarrier,
  addNumber,
} from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
const carrier = () => addCarrier(api.current, 'Numbers trunk');
/** The default account's applications 'IVR' and 'Voicemail' (a fresh install has 'hello world' and 'dial time'). */
let IVR_SID = '';
beforeEach(async () => {
  IVR_SID = await addApplication(api.current, 'IVR');
  await addApplication(api.current, 'Voicemail');
});
const numbers = () =>
  readBack(() =>
    api.current.asAdmin<PhoneNumber[]>('GET', `/PhoneNumbers?service_provider_sid=${TEST_SP_SID}`),
  );

describe('the phone numbers list', () => {
  it('pages on the server, and says "No phone numbers." when there are none', async () => {
    await carrier();
    renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(T.noPhoneNumbers)).toBeInTheDocument();
    expect(screen.getByText(T.selectAccountToAssign)).toBeInTheDocument();
    const call = api.current.sent('GET', '/PhoneNumbers')[0];
    expect(Object.fromEntries(new URLSearchParams(call.search))).toEqual({
      page: '1',
      page_size: '25',
      service_provider_sid: TEST_SP_SID,
    });
  });

  it('lists numbers with description, carrier, account and application; filters on the server', async () => {
    const trunk = await carrier();
    await addNumber(api.current, '15550000001', trunk, {
      application_sid: IVR_SID,
      description: 'Sales line',
    });
    await addNumber(api.current, '15550000002', trunk);
    const { user } = renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    const row = await screen.findByRole('row', { name: /15550000001/ });
    expect(within(row).getByText('Sales line')).toBeInTheDocument();
    expect(within(row).getByText('Numbers trunk')).toBeInTheDocument();
    expect(within(row).getByText('default account')).toBeInTheDocument();
    expect(await within(row).findByText('IVR')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /15550000002/ })).getByText('None')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filter phone numbers'), 'sales');
    await waitFor(
      () => expect(api.current.sent('GET', '/PhoneNumbers').at(-1)?.search).toContain('filter=sales'),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /15550000002/ })).toBeNull());
  });

  it('with an account selected, assigns the selected numbers to an application, one PUT each', async () => {
    const trunk = await carrier();
    for (const n of ['15550000001', '15550000002', '15550000003']) await addNumber(api.current, n, trunk);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderTelephony(`/internal/phone-numbers?account_sid=${TEST_ACCOUNT_SID}`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select 15550000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 15550000003' }));
    expect(screen.getByRole('checkbox', { name: 'Select every row of this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await screen.findByRole('option', { name: 'IVR' });
    await user.selectOptions(screen.getByLabelText('Application for the selected numbers'), 'IVR');
    // the updates held back until the progress is seen; then the API makes them
    api.server.use(
      http.put(apiUrl('/PhoneNumbers/:sid'), async () => {
        await gate;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign to 2 selected numbers' }));
    expect(await screen.findByText(T.updatingNumberRouting)).toBeInTheDocument();
    release();
    expect(await findToast(T.numberRoutingUpdated)).toBeInTheDocument();
    const routed = (await numbers()).sort((a, b) => a.number.localeCompare(b.number));
    expect(routed.map((n) => n.application_sid)).toEqual([IVR_SID, null, IVR_SID]);
    expect(screen.getByRole('checkbox', { name: 'Select 15550000001' })).not.toBeChecked();
  });

  it('deletes a number with the spec’s toast', async () => {
    const trunk = await carrier();
    await addNumber(api.current, '15550000009', trunk);
    const { user } = renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete 15550000009' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.deletedPhoneNumber('15550000009'))).toBeInTheDocument();
    expect(await screen.findByText(T.noPhoneNumbers)).toBeInTheDocument();
    expect(await numbers()).toEqual([]);
  });

  it('without a carrier, prompts to create one', async () => {
    renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(T.noCarrierForNumbers)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add carrier' })).toHaveAttribute(
      'href',
      '/internal/carriers/add',
    );
  });
});

describe('the phone number form', () => {
  it('refuses a number in use (with or without +), then creates one', async () => {
    const trunk = await carrier();
    await addNumber(api.current, '15550000001', trunk);
    const { user, router } = renderTelephony('/internal/phone-numbers/add', {
      preloadedState: sessionAs('admin'),
    });
    const number = await screen.findByRole('textbox', { name: 'Number' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(T.carrierRequired)).toBeInTheDocument();
    await user.type(number, '+1 5x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.numberInvalid)).toBeInTheDocument();
    await user.clear(number);
    // typed for reading: the same number as the one in use
    await user.type(number, '+1 (555) 000-0001');
    await screen.findByRole('option', { name: 'Numbers trunk' });
    await user.selectOptions(screen.getByLabelText('Carrier'), 'Numbers trunk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.numberInUse)).toBeInTheDocument();
    expect(api.current.sent('POST', '/PhoneNumbers')).toEqual([]);

    await user.clear(number);
    await user.type(number, '+1 555-000 0002');
    await user.type(screen.getByLabelText('Description'), ' Support ');
    await user.selectOptions(screen.getByLabelText('Application'), 'IVR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.phoneNumberCreated)).toBeInTheDocument();
    expect(api.current.sent('POST', '/PhoneNumbers')[0].body).toEqual({
      number: '+15550000002',
      voip_carrier_sid: trunk,
      account_sid: TEST_ACCOUNT_SID,
      application_sid: IVR_SID,
      description: 'Support',
    });
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/internal/phone-numbers?account_sid=${TEST_ACCOUNT_SID}`),
    );
  });

  it('edits the account, application and description only', async () => {
    const trunk = await carrier();
    const saved = {
      phone_number_sid: await addNumber(api.current, '15550000007', trunk, { application_sid: IVR_SID }),
    };
    const { user } = renderTelephony(`/internal/phone-numbers/${saved.phone_number_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('textbox', { name: 'Number' })).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Carrier')).toBeDisabled();
    await screen.findByRole('option', { name: 'Voicemail' });
    await user.selectOptions(screen.getByLabelText('Application'), 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.phoneNumberUpdated)).toBeInTheDocument();
    expect(api.current.sent('PUT', `/PhoneNumbers/${saved.phone_number_sid}`)[0].body).toEqual({
      account_sid: TEST_ACCOUNT_SID,
      application_sid: null,
      description: null,
    });
    expect((await numbers())[0].application_sid).toBeNull();
  });

  it('adding one without a carrier sends the user to create one, saying so', async () => {
    const { router } = renderTelephony('/internal/phone-numbers/add', { preloadedState: sessionAs('admin') });
    expect(await findToast(T.noSipTrunkForNumber)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/carriers'));
  });

  it('adding one without an account sends the user to create one, saying so', async () => {
    // a second service provider with a carrier and no account yet
    const { sid: provider } = await api.current.asAdmin<{ sid: string }>('POST', '/ServiceProviders', {
      name: 'second provider',
    });
    await api.current.asAdmin('POST', `/ServiceProviders/${provider}/VoipCarriers`, {
      name: 'Its trunk',
      is_active: true,
    });
    const { router } = renderTelephony('/internal/phone-numbers/add', {
      preloadedState: sessionAs('admin', { serviceProviderSid: provider }),
    });
    expect(await findToast(T.noAccountForNumbers)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/accounts'));
  });
});

describe('the CSV import', () => {
  it('checks the file first, shows the report, imports only without invalid lines', async () => {
    const trunk = await carrier();
    await addNumber(api.current, '15550000001', trunk);
    const { user, router } = renderTelephony('/internal/phone-numbers/import', {
      preloadedState: sessionAs('admin'),
    });
    const lines = [
      'number,carrier,account',
      '15550000002,Numbers trunk,default account',
      '15550000001,Numbers trunk,default account',
      'x,Numbers trunk,default account',
    ];
    const csv = `${lines.join('\n')}\n`;
    await user.upload(
      await screen.findByLabelText('CSV file'),
      new File([csv], 'n.csv', { type: 'text/csv' }),
    );
    const check = screen.getByRole('button', { name: 'Check the file' });
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    expect(await screen.findByText('3 lines read')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Invalid lines/ })).getByText(T.numberInvalid),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Duplicates, skipped/ })).getByText(T.csvAlreadyExists),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 phone number' })).toBeDisabled();
    const [checkOnly] = api.current.sent('POST', '/PhoneNumbers/Import');
    expect(new URLSearchParams(checkOnly.search).get('dry_run')).toBe('true');
    expect(checkOnly.body).toBe(csv);

    // corrected: the invalid line out
    const fixed = `${lines.slice(0, 3).join('\n')}\n`;
    await user.upload(screen.getByLabelText('CSV file'), new File([fixed], 'n2.csv', { type: 'text/csv' }));
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 phone number' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import 1 phone number' }));
    expect(await findToast(T.imported(1))).toBeInTheDocument();
    expect(
      api.current
        .sent('POST', '/PhoneNumbers/Import')
        .map((r) => new URLSearchParams(r.search).get('dry_run')),
    ).toEqual(['true', 'true', 'false']);
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/phone-numbers'));
    expect((await numbers()).map((n) => n.number).sort()).toEqual(['15550000001', '15550000002']);
  });

  it('a newly chosen file cannot be checked until it is read; the previous report goes at once', async () => {
    const checked = () => api.current.sent('POST', '/PhoneNumbers/Import').map((r) => r.body);
    // the second file's reading is held until the test lets it finish
    const readAsText = FileReader.prototype.readAsText;
    let finishReading: (() => void) | undefined;
    const held = jest.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (
      this: FileReader,
      blob: Blob,
    ) {
      if (!(blob instanceof File) || blob.name !== 'second.csv') return readAsText.call(this, blob);
      finishReading = () => readAsText.call(this, blob);
    });
    const { user } = renderTelephony('/internal/phone-numbers/import', {
      preloadedState: sessionAs('admin'),
    });
    const input = await screen.findByLabelText('CSV file');
    const checkButton = screen.getByRole('button', { name: 'Check the file' });
    await user.upload(
      input,
      new File(['number,carrier,account\n1,t,a\n'], 'first.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(checkButton).toBeEnabled());
    await user.click(checkButton);
    expect(await screen.findByText('1 line read')).toBeInTheDocument();

    const second = 'number,carrier,account\n2,t,a\n3,t,a\n';
    await user.upload(input, new File([second], 'second.csv', { type: 'text/csv' }));
    expect(finishReading).toBeDefined();
    expect(checkButton).toBeDisabled();
    expect(screen.queryByText('1 line read')).not.toBeInTheDocument();
    await user.click(checkButton);
    expect(checked()).toHaveLength(1);

    finishReading?.();
    await waitFor(() => expect(checkButton).toBeEnabled());
    await user.click(checkButton);
    expect(await screen.findByText('2 lines read')).toBeInTheDocument();
    expect(checked()).toEqual(['number,carrier,account\n1,t,a\n', second]);
    held.mockRestore();
  });
});
