import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';
import { Skeleton } from './Skeleton';
import { Alert, ErrorMessage } from './Alert';
import { EmptyState } from './EmptyState';

describe('Spinner and Skeleton', () => {
  it('a spinner announces what is loading', () => {
    render(<Spinner label="Loading accounts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts');
  });

  it('a decorative spinner says nothing', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a skeleton is a busy status with its label and hidden bars', () => {
    const { container } = render(<Skeleton label="Loading page" lines={4} heading />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading page');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
  });
});

describe('Alert', () => {
  it('errors are alerts, success and info are statuses', () => {
    render(
      <>
        <Alert kind="error" title="Could not load">
          The server cannot be reached
        </Alert>
        <Alert kind="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not loadThe server cannot be reached');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('renders an action such as Retry', () => {
    render(
      <Alert kind="error" action={<button type="button">Retry</button>}>
        Failed
      </Alert>,
    );
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });

  it('ErrorMessage renders nothing without a message', () => {
    const { container, rerender } = render(<ErrorMessage message={undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorMessage message="You do not have access." />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access.');
  });
});

describe('EmptyState', () => {
  it('shows the text, an optional heading and action', () => {
    render(<EmptyState title="That page doesn't exist." headingLevel={1} action={<a href="/">Log in</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: "That page doesn't exist." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
