import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';

describe('ButtonLink', () => {
  it('is a link that navigates with the router', async () => {
    render(
      <MemoryRouter initialEntries={['/internal/accounts']}>
        <Routes>
          <Route
            path="/internal/accounts"
            element={<ButtonLink to="/internal/accounts/add">Add account</ButtonLink>}
          />
          <Route path="/internal/accounts/add" element={<h1>New account</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Add account' });
    expect(link).toHaveAttribute('href', '/internal/accounts/add');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'New account' })).toBeInTheDocument();
  });
});

describe('RowActions', () => {
  it('names the edit link and the delete button after the item', async () => {
    const onDelete = jest.fn();
    render(
      <MemoryRouter>
        <RowActions name="Acme" editTo="/internal/accounts/a1/edit" onDelete={onDelete} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Edit Acme' })).toHaveAttribute(
      'href',
      '/internal/accounts/a1/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('leaves out actions that are not given (view-only users)', () => {
    render(
      <MemoryRouter>
        <RowActions name="Acme" editTo="/x" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Edit Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
