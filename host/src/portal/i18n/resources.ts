// The signed-in portal's translation namespace 'portal' (docs/architecture.md#translation): English built from the
// texts modules (functions become templates; the checks' messages from the zod-free constants entry, so the portal's
// start evaluates no schema library), German a separate chunk fetched only when German is in use. The portal
// waits for it before its first render (start.tsx).
import { TWO_FACTOR_TEXTS } from '@switchboard/shared/shell-texts';
import { plainTexts, areaTranslations, template, translate } from '@switchboard/shared/i18n';
import { MESSAGES, REGISTRATION_MESSAGES } from '@switchboard/shared/constants';
import { ABOUT_TEXTS, OVERRIDE_TEXTS, areaName } from '../about/texts';
import { AREA_NAMES, FRAME_TEXTS, SERVICE_PROVIDER_TEXTS, SESSION_TEXTS } from './portal-texts';

export const PORTAL_NAMESPACE = 'portal';

export const portalEnglish = {
  session: SESSION_TEXTS,
  twoFactorSetup: { title: TWO_FACTOR_TEXTS.setupPageTitle, text: TWO_FACTOR_TEXTS.setupPageText },
  serviceProvider: SERVICE_PROVIDER_TEXTS,
  frame: FRAME_TEXTS,
  areas: AREA_NAMES,
  // what these pages' shared checks answer, so translateKnown finds them (docs/architecture.md#translation)
  checks: {
    emailRequired: MESSAGES.emailRequired,
    invalidEmail: MESSAGES.invalidEmail,
    invalidPassword: MESSAGES.invalidPassword,
    passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
    passwordMust: MESSAGES.passwordMust,
    passwordMinLength: template(MESSAGES.passwordMinLength, 'count'),
    passwordDigit: MESSAGES.passwordDigit,
    passwordSpecial: MESSAGES.passwordSpecial,
    resetMismatch: REGISTRATION_MESSAGES.resetMismatch,
    resetTooShort: REGISTRATION_MESSAGES.resetTooShort,
    resetNeedsLetter: REGISTRATION_MESSAGES.resetNeedsLetter,
    resetDone: REGISTRATION_MESSAGES.resetDone,
    serviceProviderNameRequired: MESSAGES.serviceProviderNameRequired,
    serviceProviderNameInUse: MESSAGES.serviceProviderNameInUse,
  },
  about: {
    ...plainTexts(ABOUT_TEXTS),
    columns: ABOUT_TEXTS.columns,
    status: ABOUT_TEXTS.status,
    canaryServing: template(ABOUT_TEXTS.canaryServing, 'percent'),
    canaryElsewhere: template(ABOUT_TEXTS.canaryElsewhere, 'release', 'percent'),
  },
  override: {
    ...plainTexts(OVERRIDE_TEXTS),
    urlHint: template(OVERRIDE_TEXTS.urlHint, 'prefixes'),
    inUse: template(OVERRIDE_TEXTS.inUse, 'release'),
    bannerRelease: template(OVERRIDE_TEXTS.bannerRelease, 'area', 'release'),
    bannerUrl: template(OVERRIDE_TEXTS.bannerUrl, 'area', 'url'),
  },
};

export const portalTranslations: Promise<void> = areaTranslations(PORTAL_NAMESPACE, portalEnglish, {
  de: () => import(/* webpackChunkName: "portal-de" */ './de.json'),
});

/** An area's name in the language in use; a partner's area, which has none, its id capitalised. */
export function areaTitle(id: string): string {
  return id in AREA_NAMES ? translate(PORTAL_NAMESPACE, `areas.${id}`) : areaName(id);
}
