// Light and dark: the page follows the system setting (prefers-color-scheme) until the user picks one in the user
// menu; the pick is remembered in local storage. The colours are the tokens of tokens.css: `data-sb-theme` on the
// document element (or on an `.sb-root` of a partner's page) overrides the system's choice. Colours that scripts
// draw (charts, the waveform) are tokens too, read with `themeColor` whenever `useResolvedTheme` changes.
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_LABELS: Readonly<Record<ThemeChoice, string>> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};
/** Local-storage key of the user's pick (absent: follow the system). */
export const THEME_STORAGE_KEY = 'sb-theme';
export const THEME_ATTRIBUTE = 'data-sb-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storedChoice(): ThemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): ResolvedTheme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the remembered pick on the document (the host calls it before its first render). */
export function applyStoredTheme(root: HTMLElement = document.documentElement): void {
  const choice = storedChoice();
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}

/** The user's pick: remembered, applied to the document, told to every app of the page. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage refused (private mode): the pick lasts for this page
  }
  if (choice === 'system') document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  else document.documentElement.setAttribute(THEME_ATTRIBUTE, choice);
  notify();
}

function currentChoice(): ThemeChoice {
  const value =
    typeof document === 'undefined' ? null : document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : 'system';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  media?.addEventListener?.('change', listener);
  // another tab's pick
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyStoredTheme();
    notify();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const resolved = (): ResolvedTheme => {
  const choice = currentChoice();
  return choice === 'system' ? systemTheme() : choice;
};

/** The pick in the user menu: 'system' until the user chose. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentChoice, () => 'system');
}

/** The theme in force, for what scripts draw: re-render on it, then read colours with `themeColor`. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, resolved, () => 'light');
}

/** A colour token (`--sb-color-…`) as it applies at `element` (inside an `.sb-root`), for a canvas. */
export function themeColor(element: Element | null, token: string, fallback: string): string {
  if (!element || typeof getComputedStyle !== 'function') return fallback;
  return getComputedStyle(element).getPropertyValue(token).trim() || fallback;
}
