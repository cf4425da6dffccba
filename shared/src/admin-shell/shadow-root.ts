// An area mounted in a partner's page lives in a shadow root: the page's CSS (element selectors, inherited fonts
// and colours) cannot reach it, and its CSS cannot reach the page. Stylesheets are loaded by each app's webpack
// runtime into document.head (mini-css-extract's `insert`, see webpack/create-app-config.cjs), which records
// every link in a window-wide registry; every shadow root gets a copy of each, now and as more chunks load.

/** The registry the webpack runtime writes to (a window global: each app's runtime is its own copy). */
export const STYLESHEET_REGISTRY = '__switchboardStylesheets';

interface StylesheetRegistry {
  links: HTMLLinkElement[];
  roots: Node[];
}

function registry(): StylesheetRegistry {
  const holder = window as unknown as Record<string, StylesheetRegistry | undefined>;
  holder[STYLESHEET_REGISTRY] ??= { links: [], roots: [] };
  return holder[STYLESHEET_REGISTRY];
}

/** Stops inheritance at the host element (fonts, colours, line height…); the area's `.sb-root` sets its own. */
const HOST_RESET = ':host { all: initial; display: block; }';

function resetSheet(shadow: ShadowRoot): void {
  if (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in shadow
  ) {
    // A constructed sheet needs no inline <style>, so a partner's CSP without 'unsafe-inline' styles is fine.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(HOST_RESET);
    shadow.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = HOST_RESET;
    shadow.appendChild(style);
  }
}

export interface ShadowMount {
  /** Where the area renders (inside the shadow root). */
  container: HTMLElement;
  /** Empties the shadow root and stops receiving stylesheets. */
  release: () => void;
}

/** Opens (or reuses: a shadow root cannot be attached twice) `host`'s shadow root and prepares a container. */
export function mountInShadowRoot(host: HTMLElement): ShadowMount {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  resetSheet(shadow);
  const sheets = registry();
  for (const link of sheets.links) shadow.appendChild(link.cloneNode());
  sheets.roots.push(shadow);
  const container = document.createElement('div');
  shadow.appendChild(container);
  return {
    container,
    release: () => {
      sheets.roots = sheets.roots.filter((root) => root !== shadow);
      shadow.replaceChildren();
    },
  };
}
