import { act, render, screen } from '@testing-library/react';
import { toast } from '@switchboard/shared/bus';
import { UiRoot } from './UiRoot';
import * as ui from './index';

describe('UiRoot', () => {
  it('wraps the app in the token class and shows toasts', () => {
    const { container } = render(
      <UiRoot>
        <p>app</p>
      </UiRoot>,
    );
    expect(container.firstElementChild).toHaveClass('sb-root');
    act(() => toast('info', 'Hello from a partner page'));
    expect(screen.getByRole('status')).toHaveTextContent('Hello from a partner page');
  });

  it('can leave the toasts to someone else', () => {
    render(<UiRoot toaster={false} />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});

describe('the public API of @switchboard/shared/ui', () => {
  it('exports every component the brief lists', () => {
    const expected = [
      'Button',
      'IconButton',
      'TextField',
      'PasswordField',
      'useCapsLock',
      'SelectField',
      'CheckboxField',
      'NumberField',
      'TextArea',
      'RadioGroup',
      'FileField',
      'Fieldset',
      'Section',
      'PageHeader',
      'Modal',
      'ConfirmDelete',
      'Toaster',
      'TOAST_DURATION_MS',
      'Tabs',
      'DataTable',
      'List',
      'ListFooter',
      'FilterBox',
      'useDebouncedValue',
      'FILTER_DELAY_MS',
      'Pagination',
      'pageRange',
      'PageSizeSelector',
      'PAGE_SIZES',
      'DEFAULT_PAGE_SIZE',
      'AccountSelector',
      'Spinner',
      'Skeleton',
      'ObscuredSecret',
      'CopyButton',
      'copyToClipboard',
      'Alert',
      'ErrorMessage',
      'EmptyState',
      'UiRoot',
      'SB_ROOT_CLASS',
      'IconEdit',
      'IconTrash',
    ];
    for (const name of expected) expect(ui).toHaveProperty(name);
  });
});
