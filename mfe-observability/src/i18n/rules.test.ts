// The operations pages' English comes from the shared constants exactly, and a message of the alert rule schema
// (the API's words, shown inline by the form) reads in German as a known text, the values it carries kept.
import { setLanguage, translateKnown } from '@switchboard/shared/i18n';
import { ALERT_RULE_MESSAGES } from '@switchboard/shared/operations';
import { alertRuleBodySchema } from '@switchboard/shared/validation';
import { observabilityTranslations } from './resources';
import { rulesEnglish } from './rules';

afterEach(() => setLanguage('en'));

/** The schema's message for a body's field. */
const messageOf = (body: Record<string, unknown>, field: string) => {
  const parsed = alertRuleBodySchema.safeParse({
    name: 'Rule',
    condition: 'carrier_asr_below',
    threshold: 50,
    window_minutes: 15,
    emails: ['noc@example.com'],
    ...body,
  });
  return parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
};

test('the English is the constants’ and the schema’s words', () => {
  expect(rulesEnglish.rules.windowHours).toBe('{{hours}} h');
  expect(rulesEnglish.rules.conditions.webhook_slow).toBe('Webhook slower than, or failing');
  expect(rulesEnglish.ruleMessages.noDestination).toBe(ALERT_RULE_MESSAGES.noDestination);
  expect(rulesEnglish.ruleMessages.webhookProtocol).toBe(
    'webhook_url has missing or invalid protocol {{protocol}}',
  );
  expect(rulesEnglish.ruleMessages.webhookHostname).toBe('webhook_url has invalid hostname {{host}}');
  expect(rulesEnglish.filters.dates).toEqual({
    today: 'Today',
    yesterday: 'Yesterday',
    7: 'Last 7 days',
    14: 'Last 14 days',
    30: 'Last 30 days',
  });
});

test('the schema’s messages read in German, with their values', async () => {
  await observabilityTranslations;
  await setLanguage('de');
  expect(translateKnown(messageOf({ window_minutes: 2000 }, 'window_minutes')!)).toBe(
    'Das Zeitfenster darf höchstens 1440 Minuten lang sein',
  );
  expect(translateKnown(messageOf({ webhook_url: 'ftp://hooks.example.com' }, 'webhook_url')!)).toBe(
    'Die Webhook-URL hat ein fehlendes oder ungültiges Protokoll ftp:',
  );
  expect(translateKnown(messageOf({ webhook_url: 'not a url' }, 'webhook_url')!)).toBe(
    'Die Webhook-URL ist ungültig',
  );
  expect(translateKnown(messageOf({ emails: [] }, 'emails')!)).toBe(
    'Fügen Sie eine E-Mail-Adresse oder eine Webhook-URL hinzu',
  );
  expect(translateKnown(messageOf({ name: '' }, 'name')!)).toBe('Der Name fehlt');
});
