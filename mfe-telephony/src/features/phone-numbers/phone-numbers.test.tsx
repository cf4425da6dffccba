import { screen, waitFor, within } from '@testing-library/react';
import {
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  currentUrl,
  findToast,
  http,
  HttpResponse,
  apiUrl,
  sessionAs,
} from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { IVR_SID, makeCarrier, makeNumber } from '../../testing/fake-api';
import { renderTelephony } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();
const carrier = () => {
  const c = makeCarrier({ name: 'Numbers trunk' });
  api.current.db.carriers.push(c);
  return c.voip_carrier_sid;
};

describe('the phone numbers list', () => {
  it('pages on the server, and says "No phone numbers." when there are none', async () => {
    carrier();
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
    const trunk = carrier();
    api.current.db.numbers.push(
      makeNumber({
        number: '15550000001',
        voip_carrier_sid: trunk,
        application_sid: IVR_SID,
        description: 'Sales line',
      }),
      makeNumber({ number: '15550000002', voip_carrier_sid: trunk }),
    );
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
    const trunk = carrier();
    api.current.db.numbers.push(
      makeNumber({ number: '15550000001', voip_carrier_sid: trunk }),
      makeNumber({ number: '15550000002', voip_carrier_sid: trunk }),
      makeNumber({ number: '15550000003', voip_carrier_sid: trunk }),
    );
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
    api.server.use(
      http.put(apiUrl('/PhoneNumbers/:sid'), async ({ request, params }) => {
        await gate;
        const body = (await request.json()) as { application_sid: string };
        const number = api.current.db.numbers.find((n) => n.phone_number_sid === params.sid)!;
        number.application_sid = body.application_sid;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign to 2 selected numbers' }));
    expect(await screen.findByText(T.updatingNumberRouting)).toBeInTheDocument();
    release();
    expect(await findToast(T.numberRoutingUpdated)).toBeInTheDocument();
    expect(api.current.db.numbers.map((n) => n.application_sid)).toEqual([IVR_SID, null, IVR_SID]);
    expect(screen.getByRole('checkbox', { name: 'Select 15550000001' })).not.toBeChecked();
  });

  it('deletes a number with the spec’s toast', async () => {
    const trunk = carrier();
    api.current.db.numbers.push(makeNumber({ number: '15550000009', voip_carrier_sid: trunk }));
    const { user } = renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete 15550000009' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.deletedPhoneNumber('15550000009'))).toBeInTheDocument();
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
    const trunk = carrier();
    api.current.db.numbers.push(makeNumber({ number: '15550000001', voip_carrier_sid: trunk }));
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
    const trunk = carrier();
    const saved = makeNumber({ number: '15550000007', voip_carrier_sid: trunk, application_sid: IVR_SID });
    api.current.db.numbers.push(saved);
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
  });

  it('adding one without a carrier sends the user to create one, saying so', async () => {
    const { router } = renderTelephony('/internal/phone-numbers/add', { preloadedState: sessionAs('admin') });
    expect(await findToast(T.noSipTrunkForNumber)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/carriers'));
  });

  it('adding one without an account sends the user to create one, saying so', async () => {
    carrier();
    api.current.db.accounts = [];
    const { router } = renderTelephony('/internal/phone-numbers/add', { preloadedState: sessionAs('admin') });
    expect(await findToast(T.noAccountForNumbers)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/accounts'));
  });
});

describe('the CSV import', () => {
  it('checks the file first, shows the report, imports only without invalid lines', async () => {
    const report = {
      rows: 3,
      to_create: 1,
      duplicates: [{ line: 3, number: '15550000001', reason: T.csvAlreadyExists }],
      duplicates_total: 1,
      invalid: [{ line: 4, number: 'x', reason: T.numberInvalid }],
      invalid_total: 1,
    };
    const sent: string[] = [];
    api.server.use(
      http.post(apiUrl('/PhoneNumbers/Import'), async ({ request }) => {
        const url = new URL(request.url);
        sent.push(
          `${url.searchParams.get('dry_run')}:${request.headers.get('content-type')}:${await request.text()}`,
        );
        if (url.searchParams.get('dry_run') === 'true')
          return HttpResponse.json(sent.length === 1 ? report : { ...report, invalid: [], invalid_total: 0 });
        return HttpResponse.json({ ...report, invalid: [], invalid_total: 0, created: 1 });
      }),
    );
    const { user, router } = renderTelephony('/internal/phone-numbers/import', {
      preloadedState: sessionAs('admin'),
    });
    const file = new File(['number,carrier,account\n15550000002,t,a\n'], 'n.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('3 lines read')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Invalid lines/ })).getByText(T.numberInvalid),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Duplicates, skipped/ })).getByText(T.csvAlreadyExists),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 phone number' })).toBeDisabled();
    expect(sent[0]).toBe(`true:text/csv:number,carrier,account\n15550000002,t,a\n`);

    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 phone number' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import 1 phone number' }));
    expect(await findToast(T.imported(1))).toBeInTheDocument();
    expect(sent[2]).toMatch(/^false:/);
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/phone-numbers'));
  });

  it('a newly chosen file cannot be checked until it is read; the previous report goes at once', async () => {
    const checked: string[] = [];
    api.server.use(
      http.post(apiUrl('/PhoneNumbers/Import'), async ({ request }) => {
        const csv = await request.text();
        checked.push(csv);
        const rows = csv.trim().split('\n').length - 1;
        return HttpResponse.json({
          rows,
          to_create: rows,
          duplicates: [],
          duplicates_total: 0,
          invalid: [],
          invalid_total: 0,
        });
      }),
    );
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
    expect(checked).toHaveLength(1);

    finishReading?.();
    await waitFor(() => expect(checkButton).toBeEnabled());
    await user.click(checkButton);
    expect(await screen.findByText('2 lines read')).toBeInTheDocument();
    expect(checked).toEqual(['number,carrier,account\n1,t,a\n', second]);
    held.mockRestore();
  });
});
