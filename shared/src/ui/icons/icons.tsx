// A handful of inline SVG icons (24×24, stroke = currentColor). Decorative by default (aria-hidden);
// pass `title` to make one meaningful on its own.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  /** Size in px (width and height). */
  size?: number | string;
}

function makeIcon(displayName: string, paths: ReactNode) {
  function Icon({ title, size = '1em', ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const IconCheck = makeIcon('IconCheck', <path d="M20 6 9 17l-5-5" />);
export const IconClose = makeIcon('IconClose', <path d="M18 6 6 18M6 6l12 12" />);
export const IconPlus = makeIcon('IconPlus', <path d="M12 5v14M5 12h14" />);
export const IconEdit = makeIcon('IconEdit', <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />);
export const IconTrash = makeIcon(
  'IconTrash',
  <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />,
);
export const IconCopy = makeIcon(
  'IconCopy',
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const IconEye = makeIcon(
  'IconEye',
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = makeIcon(
  'IconEyeOff',
  <path d="M17.9 17.9A10.4 10.4 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9M9.9 4.2A9.6 9.6 0 0 1 12 4c7 0 11 8 11 8a18.6 18.6 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22" />,
);
export const IconSearch = makeIcon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const IconChevronLeft = makeIcon('IconChevronLeft', <path d="m15 18-6-6 6-6" />);
export const IconChevronRight = makeIcon('IconChevronRight', <path d="m9 18 6-6-6-6" />);
export const IconChevronDown = makeIcon('IconChevronDown', <path d="m6 9 6 6 6-6" />);
export const IconAlert = makeIcon(
  'IconAlert',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const IconInfo = makeIcon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const IconSuccess = makeIcon(
  'IconSuccess',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const IconMenu = makeIcon('IconMenu', <path d="M3 6h18M3 12h18M3 18h18" />);
export const IconRefresh = makeIcon('IconRefresh', <path d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />);
export const IconLogOut = makeIcon(
  'IconLogOut',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const IconUser = makeIcon(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
