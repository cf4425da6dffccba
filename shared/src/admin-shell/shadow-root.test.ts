import { STYLESHEET_REGISTRY, mountInShadowRoot } from './shadow-root';

// What the webpack runtime does for each CSS chunk (webpack/create-app-config.cjs, insertStylesheet).
function loadStylesheet(href: string) {
  const holder = window as unknown as Record<string, { links: HTMLLinkElement[]; roots: Node[] } | undefined>;
  const registry = (holder[STYLESHEET_REGISTRY] ??= { links: [], roots: [] });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  registry.links.push(link);
  document.head.appendChild(link);
  for (const root of registry.roots) root.appendChild(link.cloneNode());
}

const hrefsIn = (root: ParentNode) =>
  Array.from(root.querySelectorAll('link[rel="stylesheet"]')).map((l) => l.getAttribute('href'));

describe('mountInShadowRoot', () => {
  it('copies the stylesheets loaded before and after the mount into the shadow root, and empties it on release', () => {
    loadStylesheet('https://remote.example/kit.css');
    const host = document.body.appendChild(document.createElement('div'));
    const mount = mountInShadowRoot(host);
    expect(mount.container.getRootNode()).toBe(host.shadowRoot);
    loadStylesheet('https://remote.example/page.css');
    expect(hrefsIn(host.shadowRoot as ShadowRoot)).toEqual([
      'https://remote.example/kit.css',
      'https://remote.example/page.css',
    ]);
    mount.release();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
    // Released roots get nothing more; a second mount on the same element reuses its shadow root.
    loadStylesheet('https://remote.example/later.css');
    expect(hrefsIn(host.shadowRoot as ShadowRoot)).toEqual([]);
    const again = mountInShadowRoot(host);
    expect(hrefsIn(host.shadowRoot as ShadowRoot)).toHaveLength(3);
    again.release();
    host.remove();
  });
});
