// Editing an application against the API in memory: the same webhook rows updated, a saved label kept, access
// refused, read-only for view-only users, and delete from its page.
import { screen, waitFor, within } from '@testing-library/react';
import { findToast, readBack } from '@switchboard/shared/testing';
import type { Application } from '@switchboard/shared/types';
import {
  DIAL_TIME_SID,
  HELLO_WORLD_SID,
  addAccount,
  addApplication,
  addServiceProvider,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, applications, google, sessionAs } from './applications.fixtures';

describe('Edit application', () => {
  const editUrl = `/internal/applications/${HELLO_WORLD_SID}/edit`;
  // A fresh install's applications call jambonz.cloud, which the page would look up (AppEnv) and a test never
  // reaches: here they call example.com.
  beforeEach(async () => {
    for (const sid of [HELLO_WORLD_SID, DIAL_TIME_SID])
      await api.current.asAdmin('PUT', `/Applications/${sid}`, {
        call_hook: { url: 'https://example.com/call', method: 'POST' },
        call_status_hook: { url: 'https://example.com/status', method: 'POST' },
      });
  });

  it('updates the same webhook rows: "Application updated successfully"', async () => {
    const saved = await api.current.asAdmin<Application>('GET', `/Applications/${HELLO_WORLD_SID}`);
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit application' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('hello world');
    await user.clear(name);
    await user.type(name, 'hello again');
    await user.click(screen.getByRole('checkbox', { name: 'Record all calls' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Applications/${HELLO_WORLD_SID}`);
    expect(put.body).toMatchObject({
      name: 'hello again',
      record_all_calls: 1,
      call_hook: { webhook_sid: saved.call_hook?.webhook_sid, url: saved.call_hook?.url },
      call_status_hook: { webhook_sid: saved.call_status_hook?.webhook_sid },
    });
    expect(put.body).not.toHaveProperty('env_vars');
    const after = await readBack(() =>
      api.current.asAdmin<Application>('GET', `/Applications/${HELLO_WORLD_SID}`),
    );
    expect(after).toMatchObject({
      name: 'hello again',
      record_all_calls: 1,
      call_hook: expect.objectContaining({ webhook_sid: saved.call_hook?.webhook_sid }),
    });
  });

  it('keeps a saved label whose credential is gone, and leaves without asking when nothing changed', async () => {
    await api.current.asAdmin('PUT', `/Applications/${HELLO_WORLD_SID}`, {
      speech_synthesis_label: 'retired',
    });
    await google({ label: 'primary' });
    const { user, router } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const synthesis = await screen.findByRole('group', { name: 'Speech synthesis' });
    const label = await within(synthesis).findByRole('combobox', { name: 'Label' });
    expect(label).toHaveValue('retired');
    const recognition = screen.getByRole('group', { name: 'Speech recognition' });
    await waitFor(() =>
      expect(within(recognition).getByRole('combobox', { name: 'Label' })).toHaveValue('primary'),
    );
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/applications'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeping its own name is not a clash', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await findToast('Application updated successfully')).toBeInTheDocument();
  });

  it('blocks with "You do not have access to this resource" when the application is not the user’s', async () => {
    const other = await addAccount(api.current, 'Acme');
    const theirs = await addApplication(api.current, 'theirs', { account_sid: other });
    renderIdentity(`/internal/applications/${theirs}/edit`, { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('also when the server refuses', async () => {
    // another service provider's application: the API refuses a service-provider user
    const elsewhere = await addServiceProvider(api.current, 'another provider');
    const account = await addAccount(api.current, 'Theirs', { service_provider_sid: elsewhere });
    const theirs = await addApplication(api.current, 'theirs', { account_sid: account });
    renderIdentity(`/internal/applications/${theirs}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('view-only users see it read-only', async () => {
    renderIdentity(editUrl, { preloadedState: sessionAs('account', { isViewOnly: true }) });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete application' })).not.toBeInTheDocument();
  });

  it('deletes it from its page', async () => {
    const { user, router } = renderIdentity(`/internal/applications/${DIAL_TIME_SID}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete application' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted application dial time')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/applications'));
    expect((await applications()).map((a) => a.name)).toEqual(['hello world']);
  });
});
