// The shell's English texts as the 'shell' translation namespace, built from the shared texts that hold them (the one
// source of the spec's English); other languages are files beside this one, loaded only when in use. The menu's labels
// and the sign-in's error messages are the kit's ('kit' namespace: `menu`, `standalone.login`), which every page
// registers: the shell finds them there (translateKnown) and keeps no copy of its own.
// docs/architecture.md#translation
import {
  LAYOUT_TEXTS,
  REMOTE_FAILURE_TEXTS,
  SEARCH_BOX_TEXTS,
  SIGN_IN_TEXTS,
  TWO_FACTOR_TEXTS,
} from '@switchboard/shared/shell-texts';
import { plainTexts, plural, areaTranslations, template } from '@switchboard/shared/i18n';
import { THEME_LABELS } from '@switchboard/shared/ui';
import { HOST_MESSAGES } from '../messages';
import { MENU_ITEM_UNAVAILABLE, MENU_ITEMS_MISSING } from '../portal/layout/menu-texts';

export const SHELL_NAMESPACE = 'shell';

/** Scope names under the user badge. */
export const SCOPE_LABELS = {
  admin: 'Admin',
  service_provider: 'Service provider',
  account: 'Account',
} as const;

export const shellEnglish = {
  signIn: SIGN_IN_TEXTS,
  twoFactor: {
    title: TWO_FACTOR_TEXTS.title,
    signInCode: TWO_FACTOR_TEXTS.signInCode,
    signInCodeHint: TWO_FACTOR_TEXTS.signInCodeHint,
    verify: TWO_FACTOR_TEXTS.verify,
    back: TWO_FACTOR_TEXTS.back,
  },
  layout: LAYOUT_TEXTS,
  themes: THEME_LABELS,
  scopes: SCOPE_LABELS,
  remote: REMOTE_FAILURE_TEXTS,
  search: { ...plainTexts(SEARCH_BOX_TEXTS), ...plural('results', SEARCH_BOX_TEXTS.results) },
  messages: {
    sessionExpired: HOST_MESSAGES.sessionExpired,
    signedOut: HOST_MESSAGES.signedOut,
    notFound: HOST_MESSAGES.notFound,
    unexpectedError: HOST_MESSAGES.unexpectedError,
    forgotPasswordSent: HOST_MESSAGES.forgotPasswordSent,
    addedServiceProvider: template(HOST_MESSAGES.addedServiceProvider, 'name'),
    menuItemsMissing: MENU_ITEMS_MISSING,
    menuItemUnavailable: MENU_ITEM_UNAVAILABLE,
  },
};

/**
 * Registered as soon as any shell code names the namespace: the English texts are there at once (the prerendered
 * page and tests need nothing more); German is a separate chunk, fetched only when German is in use.
 */
export const shellTranslations: Promise<void> = areaTranslations(SHELL_NAMESPACE, shellEnglish, {
  de: () => import(/* webpackChunkName: "shell-de" */ './de.json'),
});
