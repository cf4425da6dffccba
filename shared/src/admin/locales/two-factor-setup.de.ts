// The two-factor set-up form's texts in German (loaded only when German is in use; the keys of TWO_FACTOR_SETUP_TEXTS).
export default {
  form: 'Zwei-Faktor-Anmeldung einrichten',
  preparing: 'Die Zwei-Faktor-Anmeldung wird vorbereitet',
  scan: 'Scannen Sie diesen QR-Code mit einer Authenticator-App (oder geben Sie den Schlüssel dort ein) und geben Sie dann den 6-stelligen Code ein, den sie anzeigt.',
  qrAlt: 'QR-Code für Ihre Authenticator-App',
  key: 'Schlüssel',
  secretKey: 'Geheimer Schlüssel',
  code: 'Code aus der App',
  confirm: 'Einschalten',
  enabled: 'Die Zwei-Faktor-Anmeldung ist ein',
  recoveryTitle: 'Wiederherstellungscodes',
  recoveryNote:
    'Jeder dieser Codes meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
  done: 'Fertig',
  codeRequired:
    'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein',
  codeInvalid: 'Der Code ist nicht korrekt',
};
