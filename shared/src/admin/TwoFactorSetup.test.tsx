// The two-factor set-up form in German: its own namespace (German fetched when in use), the API's answers in the
// user's language when they are known texts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { missingKeys, setLanguage } from '@switchboard/shared/i18n';
import { TWO_FACTOR_SETUP_TEXTS } from '@switchboard/shared/shell-texts';
import { renderWithProviders } from '@switchboard/shared/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import german from './locales/two-factor-setup.de';
import { TwoFactorSetup } from './TwoFactorSetup';

const { sessionAs } = setupContractTest();

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

it('German has every key of English, and nothing English lacks', () => {
  expect(missingKeys(TWO_FACTOR_SETUP_TEXTS, german)).toEqual([]);
  expect(missingKeys(german, TWO_FACTOR_SETUP_TEXTS)).toEqual([]);
});

it('sets two-factor sign-in up in German: QR code, key, a wrong code refused, the recovery codes', async () => {
  await setLanguage('de');
  const onDone = jest.fn();
  renderWithProviders(<TwoFactorSetup onDone={onDone} />, {
    preloadedState: sessionAs('service_provider'),
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Zwei-Faktor-Anmeldung einrichten' });
  expect(within(form).getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeInTheDocument();
  expect(within(form).getByText(/^Scannen Sie diesen QR-Code/)).toBeInTheDocument();
  const secret = within(form).getByLabelText('Geheimer Schlüssel').textContent!.replace(/\s/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

  await user.click(within(form).getByRole('button', { name: 'Einschalten' }));
  expect(await within(form).findByText(/^Geben Sie den 6-stelligen Code/)).toBeInTheDocument();
  // a well-formed code the API refuses: its English answer shown in German
  await user.type(within(form).getByLabelText(/^Code aus der App/), code === '000000' ? '111111' : '000000');
  await user.click(within(form).getByRole('button', { name: 'Einschalten' }));
  expect(await within(form).findByText('Der Code ist nicht korrekt')).toBeInTheDocument();

  await user.clear(within(form).getByLabelText(/^Code aus der App/));
  await user.type(within(form).getByLabelText(/^Code aus der App/), code);
  await user.click(within(form).getByRole('button', { name: 'Einschalten' }));
  expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist ein')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Wiederherstellungscodes' })).getAllByRole('listitem'),
  ).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'Fertig' }));
  expect(onDone).toHaveBeenCalledTimes(1);
});
