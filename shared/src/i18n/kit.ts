// The admin kit's namespace: registered when the i18n entry loads (every page that shows the kit has it), German
// fetched only when German is in use (docs/architecture.md#translation).
import { KIT_TEXTS } from '@switchboard/shared/shell-texts';
import { areaTranslations } from './front';

export const KIT_NAMESPACE = 'kit';

export const kitEnglish = KIT_TEXTS;

/** Resolves once the kit's texts are there in the language in use (the host waits for it before it renders). */
export const kitTranslations: Promise<void> = areaTranslations(KIT_NAMESPACE, kitEnglish, {
  de: () => import(/* webpackChunkName: "kit-de" */ './locales/kit.de'),
});
