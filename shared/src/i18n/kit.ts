// The admin kit's namespace: registered when the i18n entry loads (every page that shows the kit has it), German
// fetched only when German is in use (docs/architecture.md#translation).
import { LOGIN_MESSAGES } from '@switchboard/shared/config';
import { KIT_TEXTS, MENU_LABELS, STANDALONE_TEXTS } from '@switchboard/shared/shell-texts';
import { areaTranslations } from './front';

export const KIT_NAMESPACE = 'kit';

export const kitEnglish = {
  ...KIT_TEXTS,
  /** an area's standalone page, which has no host: its sign-in (and the sign-in's errors), picker and sign-out */
  standalone: { ...STANDALONE_TEXTS, login: LOGIN_MESSAGES },
  /**
   * The menu labels the areas declare (their area.json), by key: the standalone page's navigation shows them in
   * the user's language, and so does the host's menu (it finds the English label among the loaded namespaces:
   * this group is the only copy of these keys, the host's 'shell' namespace has none).
   */
  menu: MENU_LABELS,
};

/** Resolves once the kit's texts are there in the language in use (the host waits for it before it renders). */
export const kitTranslations: Promise<void> = areaTranslations(KIT_NAMESPACE, kitEnglish, {
  de: () => import(/* webpackChunkName: "kit-de" */ './locales/kit.de'),
});
