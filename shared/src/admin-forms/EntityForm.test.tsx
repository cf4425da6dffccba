// An edit page built from useEntityForm + EntityForm over real HTTP, against the API in memory (its SIP clients):
// rules, saving, failing, leaving.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { api, toApiError } from '@switchboard/shared/api';
import { DEFAULT_ACCOUNT_SID } from '@switchboard/api/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { TELEPHONY_MESSAGES } from '@switchboard/shared/constants';
import { findToast, readBack, renderArea } from '@switchboard/shared/testing';
import { TextField } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { EntityForm, type EntityFormProps } from './EntityForm';
import { DRAFT_RESTORED, useEntityForm, type UseEntityFormOptions } from './use-entity-form';
import { signedOut } from '@switchboard/shared/store';

interface Client {
  client_sid: string;
  username: string;
}
type ClientForm = { username: string };
/** A new client's password: the form under test edits the user name only. */
const NEW_CLIENT_PASSWORD = 'pw-123456';

const clientRules = z.object({ username: z.string().trim().min(1, 'Please enter a user name') });

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveFormClient: build.mutation<void, { sid?: string; body: ClientForm }>({
      query: ({ sid, body }) => ({
        url: sid ? `/Clients/${sid}` : '/Clients',
        method: sid ? 'PUT' : 'POST',
        body: sid ? body : { account_sid: DEFAULT_ACCOUNT_SID, password: NEW_CLIENT_PASSWORD, ...body },
      }),
    }),
    deleteFormClient: build.mutation<void, string>({
      query: (sid) => ({ url: `/Clients/${sid}`, method: 'DELETE' }),
    }),
  }),
});

const { api: contract, sessionAs } = setupContractTest();
/** The seeded client 'alice' of the default account (the form's saved entity); 'taken', another of its clients. */
let aliceSid = '';
beforeEach(async () => {
  // a client registers to its account's SIP realm: the API refuses clients of an account without one
  await contract.current.asAdmin('PUT', `/Accounts/${DEFAULT_ACCOUNT_SID}`, {
    sip_realm: 'default.sip.example.com',
  });
  const add = async (username: string) =>
    (
      await contract.current.asAdmin<{ sid: string }>('POST', '/Clients', {
        account_sid: DEFAULT_ACCOUNT_SID,
        username,
        password: NEW_CLIENT_PASSWORD,
      })
    ).sid;
  aliceSid = await add('alice');
  await add('taken');
  contract.current.clear();
});
const editUrl = () => `/internal/clients/${aliceSid}/edit`;
/** The user names of the clients the API holds, once the page is idle. */
const clientNames = () =>
  readBack(async () => {
    await contract.current.idle();
    const rows = await contract.current.asAdmin<Client[]>('GET', '/Clients');
    return rows.map((c) => c.username).sort();
  });

interface PageOptions {
  form?: Partial<EntityFormProps<ClientForm>>;
  /** Fields after the user name. */
  extra?: ReactNode;
  entity?: Partial<UseEntityFormOptions<ClientForm>>;
}

function ClientFormPage({ form, entity: options, extra }: PageOptions) {
  const { client_sid: sid } = useParams();
  const saved: Client | undefined = sid ? { client_sid: sid, username: 'alice' } : undefined;
  const [save] = testApi.useSaveFormClientMutation();
  const [remove] = testApi.useDeleteFormClientMutation();
  const entity = useEntityForm<ClientForm>({
    defaultValues: { username: saved?.username ?? '' },
    schema: clientRules,
    save: async (values) => {
      await save({ sid: saved?.client_sid, body: values }).unwrap();
      return {
        message: saved ? 'Client updated successfully' : 'Client created successfully',
        to: '/internal/clients',
      };
    },
    ...options,
  });
  const { register, formState } = entity.form;
  return (
    <EntityForm
      entity={entity}
      title={saved ? 'Edit client' : 'Add client'}
      description={saved?.username}
      cancelTo="/internal/clients"
      remove={
        saved
          ? {
              what: 'client',
              name: saved.username,
              run: () => remove(saved.client_sid).unwrap(),
              message: 'Client deleted successfully',
              to: '/internal/clients',
            }
          : undefined
      }
      {...form}
    >
      <TextField label="User name" required error={formState.errors.username} {...register('username')} />
      {extra}
      <ButtonLink to="/internal/elsewhere">Elsewhere</ButtonLink>
    </EntityForm>
  );
}

/** Rows of a list registered before the page's own fields, shown after them. */
function GatewayRows() {
  const { register, formState } = useFormContext<{ gateways: { address: string }[] }>();
  return (
    <>
      {[0, 1].map((i) => (
        <TextField
          key={i}
          label={`Gateway ${i + 1}`}
          error={formState.errors.gateways?.[i]?.address}
          {...register(`gateways.${i}.address`)}
        />
      ))}
    </>
  );
}

function renderForm(url: string, options: PageOptions = {}, scope: 'admin' | 'account' = 'admin') {
  return renderArea(
    [
      { path: 'clients/add', element: <ClientFormPage {...options} /> },
      { path: 'clients/:client_sid/edit', element: <ClientFormPage {...options} /> },
    ],
    url,
    { preloadedState: sessionAs(scope) },
  );
}

describe('an edit page from useEntityForm and EntityForm', () => {
  it('is a named form under the page header, with Save and Cancel', async () => {
    renderForm(editUrl());
    expect(screen.getByRole('heading', { level: 1, name: 'Edit client' })).toBeInTheDocument();
    expect(screen.getByText('alice')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Edit client' });
    expect(within(form).getByRole('textbox', { name: 'User name' })).toHaveValue('alice');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/internal/clients');
  });

  it('checks the zod rules before sending anything', async () => {
    const { user } = renderForm('/internal/clients/add');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a user name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveAttribute('aria-invalid', 'true');
    expect(contract.current.requests).toHaveLength(0);
  });

  it('says how many fields need attention and takes the user to the first one, in the page’s order', async () => {
    const { user } = renderForm('/internal/clients/add', {
      entity: {
        schema: z.object({
          username: z.string().trim().min(1, 'Please enter a user name'),
          gateways: z.array(z.object({ address: z.string().min(1, 'Address required') })),
        }),
        defaultValues: { username: '', gateways: [{ address: 'ok' }, { address: '' }] } as ClientForm,
      },
      extra: <GatewayRows />,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('2 fields need attention')).toBeInTheDocument();
    // the first in the page's order, scrolled to and focused
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'User name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Gateway 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(contract.current.requests).toHaveLength(0);
  });

  it('saves, toasts and goes where the save says', async () => {
    const { user } = renderForm('/internal/clients/add');
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Client created successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/internal\/clients$/);
    expect(contract.current.sent('POST', '/Clients')[0].body).toEqual({
      account_sid: DEFAULT_ACCOUNT_SID,
      password: NEW_CLIENT_PASSWORD,
      username: 'bob',
    });
    expect(await clientNames()).toEqual(['alice', 'bob', 'taken']);
  });

  it('stays on the form with the server’s message when the save fails, still asking before leaving', async () => {
    const { user } = renderForm(editUrl());
    const name = screen.getByRole('textbox', { name: 'User name' });
    await user.clear(name);
    await user.type(name, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(TELEPHONY_MESSAGES.clientUsernameTaken)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit client' })).toBeInTheDocument();
    expect(name).toHaveValue('taken');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(
      within(dialog).getByText('You have unsaved changes. If you leave this page, they will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(name).toHaveValue('taken');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/internal/elsewhere');
  });

  it('lets the page word a failure and mark the field it is about', async () => {
    const { user } = renderForm(editUrl(), {
      entity: {
        errorMessage: (reason, form) => {
          form.setError('username', { message: 'That user name is taken' });
          return `Not saved: ${toApiError(reason).msg}`;
        },
      },
    });
    const name = screen.getByRole('textbox', { name: 'User name' });
    await user.clear(name);
    await user.type(name, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(`Not saved: ${TELEPHONY_MESSAGES.clientUsernameTaken}`)).toBeInTheDocument();
    expect(screen.getByText('That user name is taken')).toBeInTheDocument();
  });

  it('refuses a value without a toast, focusing the field', async () => {
    const { user } = renderForm('/internal/clients/add', {
      entity: {
        save: async (values, { refuse }) => refuse('username', `${values.username} is reserved`),
      },
    });
    const name = screen.getByRole('textbox', { name: 'User name' });
    await user.type(name, 'root');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('root is reserved')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').toBe('');
  });

  it('can stay after saving, with the form reset to what was saved', async () => {
    const { user } = renderForm(editUrl(), {
      entity: {
        save: async () => ({ message: 'Client updated successfully', resetTo: { username: 'saved name' } }),
      },
    });
    const name = screen.getByRole('textbox', { name: 'User name' });
    await user.clear(name);
    await user.type(name, 'bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Client updated successfully')).toBeInTheDocument();
    expect(name).toHaveValue('saved name');
    // Nothing unsaved any more: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/internal/elsewhere');
  });

  it('leaves without asking when nothing changed, and Cancel without a path undoes the changes', async () => {
    const { user } = renderForm(editUrl(), { form: { cancelTo: undefined } });
    const name = screen.getByRole('textbox', { name: 'User name' });
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('alice');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/internal/elsewhere');
  });

  it('asks the browser before a reload drops unsaved changes', async () => {
    const { user } = renderForm(editUrl());
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'x');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('deletes from the header after confirmation, toasts and leaves', async () => {
    const { user } = renderForm(editUrl());
    await user.click(screen.getByRole('button', { name: 'Delete client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete client' });
    expect(within(dialog).getByText('Are you sure you want to delete alice?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Client deleted successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/internal\/clients$/);
    expect(contract.current.sent('DELETE', `/Clients/${aliceSid}`)).toHaveLength(1);
    expect(await clientNames()).toEqual(['taken']);
  });

  it('shows view-only users no Save, a Back link instead of Cancel', async () => {
    renderForm(editUrl(), { form: { readOnly: true, remove: undefined } });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/internal/clients');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('takes a Delete button of the page’s own', async () => {
    const onDelete = jest.fn();
    const { user } = renderForm(editUrl(), {
      form: { remove: undefined, deleteLabel: 'Delete SIP client', onDelete },
    });
    await user.click(screen.getByRole('button', { name: 'Delete SIP client' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows Save disabled when the page says what is missing first', async () => {
    const { user } = renderForm('/internal/clients/add', { form: { saveDisabled: true } });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(contract.current.sent('POST', '/Clients')).toHaveLength(0);
  });
});

describe('a form open when the session runs out', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed and gives it back to the same user on the same page after signing in again', async () => {
    const first = renderForm(editUrl());
    const field = screen.getByRole('textbox', { name: 'User name' });
    await first.user.clear(field);
    await first.user.type(field, 'alice in progress');
    act(() => {
      first.store.dispatch(signedOut('expired'));
    });
    first.unmount();

    const again = renderForm(editUrl());
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveValue('alice in progress');
    expect(await findToast(DRAFT_RESTORED)).toBeInTheDocument();
    // restored unsaved: Save sends it
    await again.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Client updated successfully')).toBeInTheDocument();
  });

  it('keeps nothing after a sign-out on purpose, nor for another user', async () => {
    const first = renderForm(editUrl());
    await first.user.type(screen.getByRole('textbox', { name: 'User name' }), ' changed');
    act(() => {
      first.store.dispatch(signedOut('signed-out'));
    });
    first.unmount();
    renderForm(editUrl());
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveValue('alice');

    const other = renderForm(editUrl(), {}, 'admin');
    await other.user.type(screen.getAllByRole('textbox', { name: 'User name' }).at(-1)!, ' x');
    act(() => {
      other.store.dispatch(signedOut('expired'));
    });
    other.unmount();
    renderForm(editUrl(), {}, 'account');
    expect(screen.getAllByRole('textbox', { name: 'User name' }).at(-1)).toHaveValue('alice');
  });
});
