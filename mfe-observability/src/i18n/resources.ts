// The observability area's English texts as the 'observability' translation namespace, in two groups with their own
// keys (calls.ts: the calls pages; rules.ts: the operations pages); German is de-calls.json and de-rules.json, one
// chunk fetched only when German is in use. docs/architecture.md#translation
import { areaTranslations } from '@switchboard/shared/i18n';
import { callsEnglish } from './calls';
import { rulesEnglish } from './rules';

export const OBSERVABILITY_NAMESPACE = 'observability';

export const observabilityEnglish = { ...callsEnglish, ...rulesEnglish };

/** The area's German: both groups, one chunk. */
export async function observabilityGerman() {
  const [calls, rules] = await Promise.all([
    import(/* webpackChunkName: "observability-de" */ './de-calls.json'),
    import(/* webpackChunkName: "observability-de" */ './de-rules.json'),
  ]);
  return { ...calls.default, ...rules.default };
}

/**
 * Registered when the area's code first names the namespace: English at once; German only when German is in use
 * (the routes wait for it before a page shows).
 */
export const observabilityTranslations: Promise<void> = areaTranslations(
  OBSERVABILITY_NAMESPACE,
  observabilityEnglish,
  { de: observabilityGerman },
);
