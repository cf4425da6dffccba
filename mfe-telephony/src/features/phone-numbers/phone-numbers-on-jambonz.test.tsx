// The phone number screens on a jambonz API (v0.9.6): no capabilities document, no description column (a write
// naming it fails inside the server with its SQL text), no Import or Export route. As recorded from the real
// server: `POST /PhoneNumbers {…, "description": null}` → 500 {"msg":"Unknown column 'description' in 'INSERT
// INTO'"}, `POST /PhoneNumbers/Import` → 404 (Express' HTML page), a duplicate → 422 with MySQL's text.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import {
  apiUrl,
  capabilitiesHandler,
  currentUrl,
  findToast,
  http,
  HttpResponse,
  readBack,
} from '@switchboard/shared/testing';
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
const EXPRESS_404 =
  '<!DOCTYPE html><html lang="en"><body><pre>Cannot POST /v1/PhoneNumbers/Import</pre></body></html>';
const numbers = () =>
  readBack(() =>
    api.current.asAdmin<PhoneNumber[]>('GET', `/PhoneNumbers?service_provider_sid=${TEST_SP_SID}`),
  );

/**
 * What a jambonz API answers differently (recorded from v0.9.6), over the API in memory: no capabilities, no Import
 * or Export route, no description column (a write naming it fails with its SQL text), a duplicate refused with
 * MySQL's text. Everything else is the API's own answer.
 */
function onJambonz() {
  const sqlRefusal = (statement: string) =>
    HttpResponse.json({ msg: `Unknown column 'description' in '${statement}'` }, { status: 500 });
  api.server.use(
    capabilitiesHandler(null),
    http.post(apiUrl('/PhoneNumbers/Import'), () => HttpResponse.html(EXPRESS_404, { status: 404 })),
    http.get(apiUrl('/PhoneNumbers/Export'), () => HttpResponse.html(EXPRESS_404, { status: 404 })),
    http.post(apiUrl('/PhoneNumbers'), async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      if ('description' in body) return sqlRefusal('INSERT INTO');
      const number = String(body.number).replace(/^\+/, '');
      const clash = (await api.current.asAdmin<PhoneNumber[]>('GET', '/PhoneNumbers')).find(
        (n) => n.number.replace(/^\+/, '') === number,
      );
      if (clash)
        return HttpResponse.json(
          {
            msg: `Duplicate entry '${number}-${clash.voip_carrier_sid}' for key 'phone_numbers_unique_idx_voip_carrier_number'`,
          },
          { status: 422 },
        );
    }),
    http.put(apiUrl('/PhoneNumbers/:sid'), async ({ request }) => {
      if ('description' in ((await request.clone().json()) as object)) return sqlRefusal('UPDATE');
    }),
  );
}

const carrier = (name = 'Numbers trunk') => addCarrier(api.current, name);
let IVR_SID = '';
beforeEach(async () => {
  IVR_SID = await addApplication(api.current, 'IVR');
  await addApplication(api.current, 'Voicemail');
});

describe('phone numbers on a jambonz API', () => {
  it('the list has no Description column and filters by number', async () => {
    onJambonz();
    const trunk = await carrier();
    await addNumber(api.current, '15550000001', trunk);
    renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    await screen.findByRole('row', { name: /15550000001/ });
    expect(screen.queryByRole('columnheader', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Carrier' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter by number')).toBeInTheDocument();
  });

  it('adds and edits a number without a description, which jambonz has no column for', async () => {
    onJambonz();
    const trunk = await carrier();
    const { user, router } = renderTelephony('/internal/phone-numbers/add', {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Number' }), '+15550000002');
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Numbers trunk' });
    await user.selectOptions(screen.getByLabelText('Carrier'), 'Numbers trunk');
    await user.selectOptions(screen.getByLabelText('Application'), 'IVR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.phoneNumberCreated)).toBeInTheDocument();
    expect(api.current.sent('POST', '/PhoneNumbers')[0].body).toEqual({
      number: '+15550000002',
      voip_carrier_sid: trunk,
      account_sid: TEST_ACCOUNT_SID,
      application_sid: IVR_SID,
    });
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/internal/phone-numbers?account_sid=${TEST_ACCOUNT_SID}`),
    );

    const [saved] = await numbers();
    expect(saved).toMatchObject({ voip_carrier_sid: trunk, application_sid: IVR_SID });
    await act(() => router.navigate(`/internal/phone-numbers/${saved.phone_number_sid}/edit`));
    expect(await screen.findByRole('heading', { name: 'Edit phone number' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Voicemail' });
    await user.selectOptions(screen.getByLabelText('Application'), 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.phoneNumberUpdated)).toBeInTheDocument();
    expect(api.current.sent('PUT', `/PhoneNumbers/${saved.phone_number_sid}`)[0].body).toEqual({
      account_sid: TEST_ACCOUNT_SID,
      application_sid: null,
    });
    expect((await numbers())[0].application_sid).toBeNull();
  });

  it('a save the server fails inside says so in words; its SQL only behind Details', async () => {
    const trunk = await carrier();
    // jambonz failing inside (its SQL), which the API in memory never does
    api.server.use(
      http.post(apiUrl('/PhoneNumbers'), () =>
        HttpResponse.json({ msg: "Unknown column 'description' in 'INSERT INTO'" }, { status: 500 }),
      ),
    );
    const { user } = renderTelephony('/internal/phone-numbers/add', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Number' }), '15550000003');
    await screen.findByRole('option', { name: 'Numbers trunk' });
    await user.selectOptions(screen.getByLabelText('Carrier'), trunk);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = (await findToast('The phone number could not be saved: the server refused it')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(toast).queryByText(/Unknown column/)).not.toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Details' }));
    expect(within(toast).getByText("Unknown column 'description' in 'INSERT INTO'")).toBeInTheDocument();
    // the form is still there with what was typed
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('15550000003');
  });

  it('imports a CSV here: checked in the browser, added one by one, what the server refused reported', async () => {
    onJambonz();
    const trunk = await carrier('Main trunk');
    await addNumber(api.current, '15550000009', trunk);
    const { user, router } = renderTelephony('/internal/phone-numbers/import', {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByText(/This API has no import of its own/)).toBeInTheDocument();
    expect(
      screen.getByText('This API does not keep descriptions: that column is not imported.'),
    ).toBeInTheDocument();
    const csv = [
      'number,carrier,account,application,description',
      '+15550000010,Main trunk,default account,IVR,Sales',
      '15550000011,main trunk,default account,,',
      '15550000009,Main trunk,default account,,',
      '15550000012,Nowhere,default account,,',
    ].join('\n');
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'n.csv', { type: 'text/csv' }));
    const check = screen.getByRole('button', { name: 'Check the file' });
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    expect(await screen.findByText('4 lines read')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Invalid lines/ })).getByText(
        T.csvUnknown('carrier', 'Nowhere'),
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Duplicates, skipped/ })).getByText(T.csvAlreadyExists),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 phone numbers' })).toBeDisabled();

    // corrected: the unknown carrier's line out; meanwhile someone adds one of the numbers on the server
    const fixed = csv.split('\n').slice(0, 4).join('\n');
    await user.upload(screen.getByLabelText('CSV file'), new File([fixed], 'n2.csv', { type: 'text/csv' }));
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 2 phone numbers' })).toBeEnabled());
    await addNumber(api.current, '15550000011', trunk);
    await user.click(screen.getByRole('button', { name: 'Import 2 phone numbers' }));
    expect(await screen.findByText('1 of 2 phone numbers added, 1 refused.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importing phone numbers' })).toHaveAttribute(
      'value',
      '2',
    );
    const refused = screen.getByRole('table', { name: /Lines the server refused/ });
    expect(within(refused).getByText('15550000011')).toBeInTheDocument();
    expect(within(refused).getByText('the server refused it')).toBeInTheDocument();
    expect(within(refused).getByText(/Duplicate entry '15550000011-/)).not.toBeVisible();
    expect(api.current.sent('POST', '/PhoneNumbers').map((r) => r.body)).toEqual([
      {
        number: '15550000010',
        voip_carrier_sid: trunk,
        account_sid: TEST_ACCOUNT_SID,
        application_sid: IVR_SID,
      },
      {
        number: '15550000011',
        voip_carrier_sid: trunk,
        account_sid: TEST_ACCOUNT_SID,
        application_sid: null,
      },
    ]);
    expect(api.current.sent('POST', '/PhoneNumbers/Import')).toEqual([]);
    expect((await numbers()).map((n) => n.number.replace(/^\+/, '')).sort()).toEqual([
      '15550000009',
      '15550000010',
      '15550000011',
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to the phone numbers' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/phone-numbers'));
  });

  it('exports the list here: the same columns as the server’s export, names for sids', async () => {
    onJambonz();
    const trunk = await carrier('Main trunk');
    await addNumber(api.current, '15550000021', trunk, { application_sid: IVR_SID });
    await addNumber(api.current, '15550000020', trunk, { description: '=HYPERLINK("x")' });
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:numbers';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    // the download link's click: jsdom cannot navigate to the file, a browser saves it under its name
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    await screen.findByRole('row', { name: /15550000021/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['phone-numbers.csv blob:numbers']));
    click.mockRestore();
    expect(blobs).toHaveLength(1);
    expect(await blobs[0].text()).toBe(
      [
        'number,carrier,account,application,description',
        `15550000020,Main trunk,default account,,"'=HYPERLINK(""x"")"`,
        '15550000021,Main trunk,default account,IVR,',
        '',
      ].join('\r\n'),
    );
    const listed = api.current.sent('GET', '/PhoneNumbers').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(listed.search))).toEqual({
      service_provider_sid: TEST_SP_SID,
    });
    expect(api.current.sent('GET', '/PhoneNumbers/Export')).toEqual([]);
  });
});
