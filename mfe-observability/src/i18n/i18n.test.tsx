// The observability area's translations: German has every key of English and nothing more, English answers the
// same with and without i18next, and the two groups never share a key. The pages in German are tested beside each
// page.
import { itHasEveryTranslation } from '@switchboard/shared/testing';
import { callsEnglish } from './calls';
import germanCalls from './de-calls.json';
import germanRules from './de-rules.json';
import { observabilityEnglish, observabilityGerman } from './resources';
import { rulesEnglish } from './rules';

describe('the observability area’s translations', () => {
  itHasEveryTranslation('observability', observabilityEnglish, { ...germanCalls, ...germanRules });

  it('keeps the calls pages’ and the operations pages’ keys apart', () => {
    const shared = Object.keys(callsEnglish).filter((key) => key in rulesEnglish);
    expect(shared).toEqual([]);
  });

  it('loads German as both groups together', async () => {
    expect(await observabilityGerman()).toEqual({ ...germanCalls, ...germanRules });
  });
});
