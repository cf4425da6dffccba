// @switchboard/shared/ui: the Switchboard design system. Shared as a federation singleton, so the
// tokens below are loaded once per page, by whichever app renders UI first.
import './tokens.css';

export { SB_ROOT_CLASS, cx } from './root';
export { warmListFonts } from './warm-fonts';
export { UiRoot, type UiRootProps } from './UiRoot';
export * from './icons';
export * from './feedback';
export * from './buttons';
export * from './fields';
export * from './modal';
export * from './toasts';
export * from './layout';
export * from './list';
export * from './filter';
export * from './pagination';
export * from './account';
export * from './secret';
export {
  THEME_ATTRIBUTE,
  THEME_CHOICES,
  THEME_LABELS,
  THEME_STORAGE_KEY,
  applyStoredTheme,
  setThemeChoice,
  themeColor,
  useResolvedTheme,
  useThemeChoice,
  type ResolvedTheme,
  type ThemeChoice,
} from './theme';
