import { screen } from '@testing-library/react';
import { bus } from '@switchboard/shared/bus';
import { API_FEATURES } from '@switchboard/shared/types';
import {
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  renderWithProviders,
  setupTestServer,
} from '@switchboard/shared/testing';
import { PLAIN_JAMBONZ, parseCapabilities, useApiCapabilities } from './capabilities';

function ImportLink() {
  const { known, has, capabilities } = useApiCapabilities();
  if (!known) return <p>Asking the API</p>;
  return (
    <p>
      {capabilities.api}: {has('phone-number-import') ? 'import on the server' : 'import in the browser'}
    </p>
  );
}

describe('the API’s capabilities', () => {
  const server = setupTestServer();
  let requests: Request[] = [];
  beforeEach(() => {
    requests = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request);
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it('reads a document leniently: unknown names dropped, anything malformed is plain jambonz', () => {
    expect(
      parseCapabilities({ api: 'switchboard', version: '2.0.0', features: ['audit-trail', 'teleport', 7] }),
    ).toEqual({ api: 'switchboard', version: '2.0.0', features: ['audit-trail'] });
    expect(parseCapabilities('<!DOCTYPE html>')).toBe(PLAIN_JAMBONZ);
    expect(parseCapabilities({ features: 'all' })).toBe(PLAIN_JAMBONZ);
    expect(parseCapabilities(null)).toBe(PLAIN_JAMBONZ);
  });

  it('on Switchboard’s API: asked once, without a token, and the additions are used', async () => {
    server.use(capabilitiesHandler(API_FEATURES));
    // two screens of one session
    renderWithProviders(
      <>
        <ImportLink />
        <ImportLink />
      </>,
      { signedInAs: 'admin' },
    );
    expect(screen.getAllByText('Asking the API')).toHaveLength(2);
    expect(await screen.findAllByText('switchboard: import on the server')).toHaveLength(2);
    const asked = requests.filter((r) => r.url.endsWith('/Capabilities'));
    expect(asked).toHaveLength(1);
    expect(asked[0].headers.get('authorization')).toBeNull();
  });

  it('on a jambonz API (401 Unauthorized for an unknown route): plain, and the session goes on', async () => {
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    server.use(capabilitiesHandler(null));
    renderWithProviders(<ImportLink />, { signedInAs: 'admin' });
    expect(await screen.findByText('jambonz: import in the browser')).toBeInTheDocument();
    expect(expired).not.toHaveBeenCalled();
    off();
  });

  it('404 (an API key’s unknown route) or a server that cannot be reached: plain as well', async () => {
    server.use(http.get(apiUrl('/Capabilities'), () => new HttpResponse('<html>', { status: 404 })));
    const first = renderWithProviders(<ImportLink />, { signedInAs: 'admin' });
    expect(await screen.findByText('jambonz: import in the browser')).toBeInTheDocument();
    first.unmount();
    server.use(http.get(apiUrl('/Capabilities'), () => HttpResponse.error()));
    renderWithProviders(<ImportLink />, { signedInAs: 'admin' });
    expect(await screen.findByText('jambonz: import in the browser')).toBeInTheDocument();
  });

  it("brought by config.json (the portal's server asked): read as leniently, and not asked again", async () => {
    server.use(capabilitiesHandler([]));
    const first = renderWithProviders(<ImportLink />, {
      signedInAs: 'admin',
      config: {
        apiCapabilities: { api: 'switchboard', version: '2', features: ['phone-number-import', 'teleport'] },
      },
    });
    expect(await screen.findByText('switchboard: import on the server')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<ImportLink />, {
      signedInAs: 'admin',
      config: { apiCapabilities: { api: 'jambonz', version: '', features: [] } },
    });
    expect(await screen.findByText('jambonz: import in the browser')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/Capabilities'))).toHaveLength(0);
  });
});
