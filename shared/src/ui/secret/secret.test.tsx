import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type ToastMessage } from '@switchboard/shared/bus';
import { copyFailedMessage, copyToClipboard } from './clipboard';
import { CopyButton, maskSecret, maskSecretAfter, ObscuredSecret } from './ObscuredSecret';
import { kitTranslations, setLanguage } from '@switchboard/shared/i18n';

const SECRET = 'wh_secret_1234abcd';

function collectToasts() {
  const toasts: ToastMessage[] = [];
  const off = bus.on('toast', (t) => toasts.push(t));
  return { toasts, off };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  // user-event's setup() installs its own clipboard; each test sets what it needs.
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('masking', () => {
  it('keeps only the last 4 characters', () => {
    expect(maskSecret(SECRET)).toMatch(/^•+abcd$/);
    expect(maskSecret(SECRET)).not.toContain('1234');
    expect(maskSecret('abcd')).toBe('••••');
    expect(maskSecret('')).toBe('');
    expect(maskSecret('x'.repeat(100) + 'tail')).toBe('•'.repeat(12) + 'tail');
  });

  it('masks a private key after 6 characters', () => {
    expect(maskSecretAfter('-----BEGIN PRIVATE KEY-----')).toMatch(/^-----B•+$/);
  });
});

describe('ObscuredSecret', () => {
  it('shows only the last 4 characters until revealed, then hides again', async () => {
    stubClipboard(() => Promise.resolve());
    render(<ObscuredSecret value={SECRET} label="Webhook secret" />);
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByText(/•+abcd/)).toBeInTheDocument();
    expect(screen.getByText('Webhook secret (hidden), ending with abcd')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal Webhook secret' }));
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Webhook secret' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('copies the whole secret, not the mask', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    render(<ObscuredSecret value={SECRET} label="API key" successMessage="API key copied" />);
    stubClipboard(writeText);
    const { toasts, off } = collectToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    off();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(toasts).toEqual([{ kind: 'success', message: 'API key copied' }]);
  });
});

describe('copyToClipboard', () => {
  it("shows the spec's error toast when the clipboard refuses and there is no fallback", async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { toasts, off } = collectToasts();
    await expect(copyToClipboard('x', { what: 'API key' })).resolves.toBe(false);
    off();
    expect(toasts).toEqual([
      { kind: 'error', message: 'Unable to copy API key, please select the text and right click to copy' },
    ]);
    expect(copyFailedMessage('webhook secret')).toBe(
      'Unable to copy webhook secret, please select the text and right click to copy',
    );
  });

  it('falls back to execCommand where the Clipboard API is missing (plain-http pages)', async () => {
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { toasts, off } = collectToasts();
    try {
      await expect(copyToClipboard('x', { what: 'API key' })).resolves.toBe(true);
    } finally {
      off();
      Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true });
    }
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(toasts).toEqual([]); // no success toast unless asked for
  });

  it('a CopyButton whose copy fails shows the failure text in the error toast', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { toasts, off } = collectToasts();
    render(<CopyButton text="abc" what="SIP realm" withText />);
    await act(async () => {
      screen.getByRole('button', { name: 'Copy SIP realm' }).click();
    });
    off();
    expect(toasts).toEqual([{ kind: 'error', message: copyFailedMessage('SIP realm') }]);
  });
});

describe('in German', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('the copy button says what it copies in the language in use', async () => {
    await kitTranslations;
    await act(() => setLanguage('de'));
    render(<CopyButton text="abc" what="SIP realm" withText />);
    expect(screen.getByRole('button', { name: 'SIP realm kopieren' })).toHaveTextContent('Kopieren');
  });
});
