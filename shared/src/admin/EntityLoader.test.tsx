// EntityLoader over real RTK Query results (MSW): what an edit page shows before its form.
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { api } from '@switchboard/shared/api';
import {
  HttpResponse,
  apiUrl,
  http,
  renderArea,
  sessionAs,
  setupTestServer,
} from '@switchboard/shared/testing';
import { EntityLoader } from './EntityLoader';

interface Widget {
  sid: string;
  name: string;
}

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoaderWidget: build.query<Widget, string>({ query: (sid) => `/Widgets/${sid}` }),
    getLoaderColours: build.query<string[], void>({ query: () => '/Colours' }),
  }),
});

const server = setupTestServer();
let widgetAnswer: () => Response;
let coloursAnswer: () => Response;
beforeEach(() => {
  widgetAnswer = () => HttpResponse.json({ sid: 'w1', name: 'Sprocket' });
  coloursAnswer = () => HttpResponse.json(['red', 'green']);
  server.use(
    http.get(apiUrl('/Widgets/:sid'), () => widgetAnswer()),
    http.get(apiUrl('/Colours'), () => coloursAnswer()),
  );
});

function WidgetPage() {
  const { sid } = useParams();
  const widget = testApi.useGetLoaderWidgetQuery(sid ?? '', { skip: !sid });
  const colours = testApi.useGetLoaderColoursQuery();
  return (
    <EntityLoader entity={sid ? widget : undefined} needs={[colours]} loadingLabel="Loading the widget">
      {(saved, [colourNames]) => (
        <h1>
          {saved ? `Edit ${saved.name}` : 'Add a widget'} in {colourNames.join(' or ')}
        </h1>
      )}
    </EntityLoader>
  );
}

function renderAt(url: string) {
  return renderArea(
    [
      { path: 'widgets/add', element: <WidgetPage /> },
      { path: 'widgets/:sid/edit', element: <WidgetPage /> },
    ],
    url,
    { preloadedState: sessionAs('admin') },
  );
}

describe('EntityLoader', () => {
  it('shows a skeleton named after the page, then the form with the entity and what it needs', async () => {
    renderAt('/internal/widgets/w1/edit');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the widget');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Sprocket in red or green' }),
    ).toBeInTheDocument();
  });

  it('renders an add page without an entity once what it needs has loaded', async () => {
    renderAt('/internal/widgets/add');
    expect(await screen.findByRole('heading', { name: 'Add a widget in red or green' })).toBeInTheDocument();
  });

  it.each([403, 404])(
    'says "You do not have access to this resource" when the server answers %i',
    async (status) => {
      widgetAnswer = () => HttpResponse.json({ msg: 'nope' }, { status });
      renderAt('/internal/widgets/w1/edit');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'You do not have access to this resource' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );

  it('shows the server’s message with Retry when the entity cannot be read, and the form once it can', async () => {
    widgetAnswer = () => HttpResponse.json({ msg: 'database unavailable' }, { status: 500 });
    const { user } = renderAt('/internal/widgets/w1/edit');
    expect(await screen.findByText('database unavailable')).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
    widgetAnswer = () => HttpResponse.json({ sid: 'w1', name: 'Sprocket' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit Sprocket in red or green' })).toBeInTheDocument();
  });

  it('does the same when something else the form needs cannot be read', async () => {
    coloursAnswer = () => HttpResponse.json({ msg: 'colours unavailable' }, { status: 503 });
    const { user } = renderAt('/internal/widgets/add');
    expect(await screen.findByText('colours unavailable')).toBeInTheDocument();
    coloursAnswer = () => HttpResponse.json(['blue']);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Add a widget in blue' })).toBeInTheDocument();
  });
});
