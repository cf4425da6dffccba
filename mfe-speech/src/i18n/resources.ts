// The speech area's English texts as the 'speech' translation namespace, built from the shared constants (the one
// source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
import {
  MESSAGES,
  SPEECH_FORM_MESSAGES,
  SPEECH_MESSAGES,
  SPEECH_FORM_TEXTS,
  SPEECH_LIST_TEXTS,
  SPEECH_STATUS_TEXTS,
  SPEECH_VENDOR_FIELD_TEXTS,
  vendorDidNotAnswer,
} from '@switchboard/shared/constants';
import { plainTexts, areaTranslations, template } from '@switchboard/shared/i18n';

export const SPEECH_NAMESPACE = 'speech';

export const speechEnglish = {
  list: SPEECH_LIST_TEXTS,
  status: SPEECH_STATUS_TEXTS,
  form: SPEECH_FORM_TEXTS,
  fields: SPEECH_VENDOR_FIELD_TEXTS,
  /** the rules' messages (shared with the API): shown in the user's language by the kit's fields and toasts */
  messages: {
    ...plainTexts(SPEECH_MESSAGES),
    ...SPEECH_FORM_MESSAGES,
    labelInUse: template(SPEECH_MESSAGES.labelInUse, 'label'),
    required: template(MESSAGES.required, 'label'),
    invalidJson: MESSAGES.invalidJson,
    vendorDidNotAnswer: template(vendorDidNotAnswer, 'vendor'),
  },
};

/**
 * Registered when the area's code first names the namespace: English at once; German, a separate chunk, only when
 * German is in use (the routes wait for it before a page shows).
 */
export const speechTranslations: Promise<void> = areaTranslations(SPEECH_NAMESPACE, speechEnglish, {
  de: () => import(/* webpackChunkName: "speech-de" */ './de.json'),
});
