// The admin kit's namespace: registered when the i18n entry loads (every page that shows the kit has it), German
// fetched only when German is in use (docs/architecture.md#translation).
import { KIT_TEXTS } from '@switchboard/shared/shell-texts';
import { registerTranslations } from './front';

export const KIT_NAMESPACE = 'kit';

export const kitEnglish = KIT_TEXTS;

/** Resolves once the kit's texts are there in the language in use (the host waits for it before it renders). */
export const kitTranslations: Promise<void> = registerTranslations(KIT_NAMESPACE, kitEnglish, (language) =>
  language === 'de' ? import(/* webpackChunkName: "kit-de" */ './locales/kit.de') : undefined,
).catch(() => undefined);
