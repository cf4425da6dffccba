// The shell's search box, as data: which search providers the remotes declare that this user sees (like their menu
// items: host/REMOTES.md §2a), and the API's answer grouped by provider in their declared order — the host knows no
// provider itself.
import {
  isVisibleTo,
  searchItemPath,
  type AreaDeclaration,
  type AreaSearchProvider,
} from '@switchboard/shared/config';
import type { SearchResponse } from '@switchboard/shared/types';
import { INTERNAL, visibilityOf, type MenuContext } from '../navigation';

export interface SearchProviderEntry extends AreaSearchProvider {
  remote: string;
}

/** The providers this user sees, every remote's, by declared order. */
export function visibleSearchProviders(
  declarations: ReadonlyArray<AreaDeclaration>,
  ctx: MenuContext,
): SearchProviderEntry[] {
  const visibility = visibilityOf(ctx);
  return declarations
    .flatMap((declaration) =>
      (declaration.search ?? [])
        .filter((provider) => isVisibleTo(provider, visibility))
        .map((provider) => ({ ...provider, remote: declaration.area })),
    )
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

export interface SearchOption {
  /** unique in the list (the DOM id's suffix) */
  key: string;
  label: string;
  detail: string | null;
  /** where it opens: an absolute path under /internal */
  to: string;
  remote: string;
}

export interface SearchOptionGroup {
  kind: string;
  label: string;
  options: SearchOption[];
  more: boolean;
}

/** The answer's items under their providers' headings, in the providers' order; groups without items left out. */
export function groupSearchResults(
  providers: ReadonlyArray<SearchProviderEntry>,
  response: SearchResponse,
): SearchOptionGroup[] {
  return providers.flatMap((provider) => {
    const group = response.groups.find((g) => g.kind === provider.kind);
    if (!group || group.items.length === 0) return [];
    return [
      {
        kind: provider.kind,
        label: provider.label,
        more: group.more,
        options: group.items.map((item) => ({
          key: `${provider.kind}-${item.sid}`,
          label: item.label,
          detail: item.detail,
          to: `${INTERNAL}/${searchItemPath(provider, item.sid)}`,
          remote: provider.remote,
        })),
      },
    ];
  });
}
