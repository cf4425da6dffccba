// The search box on an API without search (jambonz, docs/product/shell.md#global-search): the kinds whose providers
// name a list are searched in the lists the API answers — here the real jambonz API's recorded answers — and what
// it cannot search is said beside the results.
import { screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
  TEST_SP_SID,
} from '@switchboard/shared/testing';
import carriersSample from '../../../../api/test/contract-samples/GET_ServiceProviders_sid_VoipCarriers_after.json';
import speechSample from '../../../../api/test/contract-samples/GET_ServiceProviders_sid_SpeechCredentials_after.json';
import { manifestOf, REMOTE_URLS, remoteServers, renderPortal, TEST_DECLARATIONS } from '../../test-utils';

const telephony = TEST_DECLARATIONS.telephony as object;
const speech = TEST_DECLARATIONS.speech as object;
const carriers = {
  kind: 'carriers',
  label: 'Carriers',
  order: 50,
  open: 'carriers/{sid}/edit',
  list: {
    path: '/ServiceProviders/{service_provider_sid}/VoipCarriers',
    accountPath: '/VoipCarriers',
    sid: 'voip_carrier_sid',
    label: 'name',
    detail: 'description',
  },
};
const numbers = {
  kind: 'phone-numbers',
  label: 'Phone numbers',
  order: 20,
  open: 'phone-numbers/{sid}/edit',
  list: { path: '/PhoneNumbers', sid: 'phone_number_sid', label: 'number' },
};
const speechServices = {
  kind: 'speech-services',
  label: 'Speech services',
  order: 70,
  open: 'speech-services/{sid}/edit',
  list: {
    path: '/ServiceProviders/{service_provider_sid}/SpeechCredentials',
    sid: 'speech_credential_sid',
    label: ['label', 'vendor'],
    detail: 'vendor',
  },
};

const asked: string[] = [];
const server = setupTestServer(
  ...sessionHandlers(),
  ...remoteServers('identity', 'observability'),
  http.get(REMOTE_URLS.telephony, () =>
    HttpResponse.json(manifestOf('telephony', { ...telephony, search: [numbers, carriers] })),
  ),
  http.get(REMOTE_URLS.speech, () =>
    HttpResponse.json(manifestOf('speech', { ...speech, search: [speechServices] })),
  ),
  http.get(apiUrl(`/ServiceProviders/${TEST_SP_SID}/VoipCarriers`), ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json(carriersSample.body);
  }),
  http.get(apiUrl(`/ServiceProviders/${TEST_SP_SID}/SpeechCredentials`), () =>
    HttpResponse.json(speechSample.body),
  ),
  http.get(apiUrl('/PhoneNumbers'), () =>
    HttpResponse.json([
      { phone_number_sid: 'pn-1', number: '15557200100', account_sid: null },
      { phone_number_sid: 'pn-2', number: '4930123456', account_sid: null },
    ]),
  ),
);

beforeEach(() => {
  asked.length = 0;
  server.use(capabilitiesHandler(null));
});

const remotes = { ...REMOTE_URLS };

async function searchBox() {
  const rendered = await renderPortal({
    route: '/internal/accounts',
    signedInAs: 'admin',
    config: { remotes },
  });
  await screen.findByRole('heading', { name: 'Accounts page' });
  return { ...rendered, box: await screen.findByRole('combobox', { name: 'Search' }) };
}

describe('the search box on a jambonz API', () => {
  it('finds a carrier and a speech service in their lists and opens one', async () => {
    const { user, box } = await searchBox();
    await user.click(box);
    expect(await screen.findByText('This API cannot search Calls.')).toBeInTheDocument();
    await user.type(box, 'carrier 2');
    const list = await screen.findByRole('listbox', { name: 'Search' });
    const carriersGroup = await within(list).findByRole('group', { name: 'Carriers' });
    expect(within(carriersGroup).getByRole('option', { name: /sp carrier 2/ })).toBeInTheDocument();
    expect(screen.getByText('This API cannot search Calls.')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'dg');
    const speechGroup = await within(list).findByRole('group', { name: 'Speech services' });
    expect(within(speechGroup).getByRole('option', { name: /dg\s*deepgram/ })).toBeInTheDocument();
    // the lists were read once for both searches
    expect(asked).toEqual([`/v1/ServiceProviders/${TEST_SP_SID}/VoipCarriers`]);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        `/internal/speech-services/${speechSample.body[0]!.speech_credential_sid}/edit`,
      ),
    );
  });

  it('opens the first match of what is typed on an Enter pressed before it arrived, not an older one', async () => {
    const { user, box } = await searchBox();
    await user.type(box, 'dg');
    await screen.findByRole('group', { name: 'Speech services' });
    await user.clear(box);
    await user.type(box, 'carrier 2{Enter}');
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        `/internal/carriers/${carriersSample.body[0]!.voip_carrier_sid}/edit`,
      ),
    );
  });

  it('finds a number typed with spaces and dashes by its digits', async () => {
    const { user, box } = await searchBox();
    await user.type(box, '555-720 01');
    const group = await screen.findByRole('group', { name: 'Phone numbers' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15557200100']);
  });

  it('says when nothing matched', async () => {
    const { user, box } = await searchBox();
    await user.type(box, 'zzzz');
    expect(await screen.findByText('Nothing matches “zzzz”.')).toBeInTheDocument();
  });

  it('says the search failed when no list could be read', async () => {
    const refused = () => HttpResponse.text('Forbidden', { status: 403 });
    server.use(
      http.get(apiUrl(`/ServiceProviders/${TEST_SP_SID}/VoipCarriers`), refused),
      http.get(apiUrl(`/ServiceProviders/${TEST_SP_SID}/SpeechCredentials`), refused),
      http.get(apiUrl('/PhoneNumbers'), refused),
    );
    const { user, box } = await searchBox();
    await user.type(box, 'carrier');
    expect(await screen.findByText('Search failed. Try again.')).toBeInTheDocument();
  });
});
