// The suspected issues as the page says them: in English word for word what @switchboard/shared/call-analysis says
// (and the API and the docs), in German with German words and numbers.
import { suspectedIssues, type CallIssueInputs } from '@switchboard/shared/call-analysis';
import { setLanguage, translate, type Translate } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE, observabilityTranslations } from '../../i18n/resources';
import { sayIssueIn } from './call-texts';

const t: Translate = (key, values) => translate(OBSERVABILITY_NAMESPACE, key, values);
const T0 = Date.parse('2026-03-18T15:00:00.000Z');
const inputs: CallIssueInputs = {
  call: {
    answered: true,
    sip_status: 200,
    termination_reason: 'caller hungup',
    trunk: 'Acme SIP',
    attempted_at: new Date(T0).toISOString(),
    direction: 'inbound',
  },
  webhooks: [{ method: 'POST', url: 'https://hooks.example.com/ivr', status: '', ms: 12_412.5, at: T0 }],
  tts: [{ vendor: 'google', ms: 1800, at: T0 + 6000 }],
};

beforeAll(() => observabilityTranslations);
afterEach(() => setLanguage('en'));

describe('the suspected issues as the page says them', () => {
  test('in English, exactly the analysis’ English', () => {
    const issues = suspectedIssues(inputs);
    expect(issues).toHaveLength(2);
    for (const issue of issues) {
      expect(sayIssueIn(t, issue.says.text)).toBe(issue.text);
      expect(sayIssueIn(t, issue.says.evidence)).toBe(issue.evidence);
    }
  });

  test('in German, with German numbers', async () => {
    await setLanguage('de');
    const [webhook, tts] = suspectedIssues(inputs);
    expect(sayIssueIn(t, webhook.says.text)).toBe('Webhook brauchte 12 s');
    expect(sayIssueIn(t, webhook.says.evidence)).toBe(
      'Trace: POST https://hooks.example.com/ivr antwortete — nach 12.413 ms',
    );
    expect(sayIssueIn(t, tts.says.text)).toBe('Erstes TTS-Byte nach 1,8 s');
  });
});
