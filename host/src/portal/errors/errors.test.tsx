import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';
import { TOKEN_STORAGE_KEY } from '../../bootstrap-keys';
import { STORAGE_KEYS } from '@switchboard/shared/store';
import { expectConsole } from '@switchboard/shared/testing';

function Boom(): never {
  throw new Error('something broke');
}

describe('unhandled errors', () => {
  it("show a page titled 'Unexpected Application Error!'", () => {
    // the page logs the error (so does React): what the user sees is checked below
    expectConsole('something broke');
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <UnexpectedErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('something broke')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});

describe('start-up', () => {
  it('the lean shell looks for the token under the key the store writes', () => {
    expect(TOKEN_STORAGE_KEY).toBe(STORAGE_KEYS.token);
  });
});
