// The theme: the system's setting until the user picks, the pick remembered and on the document.
import { act, renderHook } from '@testing-library/react';
import {
  THEME_STORAGE_KEY,
  applyStoredTheme,
  setThemeChoice,
  themeColor,
  useResolvedTheme,
  useThemeChoice,
} from './theme';

let systemDark = false;
const changeListeners = new Set<() => void>();
beforeEach(() => {
  systemDark = false;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => changeListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => act(() => setThemeChoice('system')));

test('follows the system until a pick; the pick wins, is stored and put on the document', () => {
  const { result } = renderHook(() => ({ choice: useThemeChoice(), theme: useResolvedTheme() }));
  expect(result.current).toEqual({ choice: 'system', theme: 'light' });
  systemDark = true;
  act(() => changeListeners.forEach((listener) => listener()));
  expect(result.current).toEqual({ choice: 'system', theme: 'dark' });

  act(() => setThemeChoice('light'));
  expect(result.current).toEqual({ choice: 'light', theme: 'light' });
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(document.documentElement).toHaveAttribute('data-sb-theme', 'light');

  act(() => setThemeChoice('system'));
  expect(result.current).toEqual({ choice: 'system', theme: 'dark' });
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  expect(document.documentElement).not.toHaveAttribute('data-sb-theme');
});

test('a stored pick is applied to the document; anything else is the system', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  applyStoredTheme();
  expect(document.documentElement).toHaveAttribute('data-sb-theme', 'dark');
  localStorage.setItem(THEME_STORAGE_KEY, 'purple');
  applyStoredTheme();
  expect(document.documentElement).not.toHaveAttribute('data-sb-theme');
});

test('themeColor reads a token where it applies, else the fallback', () => {
  const element = document.createElement('div');
  element.style.setProperty('--sb-color-wave-1', ' #7aa7ff');
  document.body.append(element);
  expect(themeColor(element, '--sb-color-wave-1', '#000')).toBe('#7aa7ff');
  expect(themeColor(element, '--sb-color-none', '#000')).toBe('#000');
  expect(themeColor(null, '--sb-color-wave-1', '#111')).toBe('#111');
  element.remove();
});
