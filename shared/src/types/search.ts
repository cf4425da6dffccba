// The global search (docs/api/additions.md#global-search): `GET /v1/Search?q=&kinds=` answers, per kind a remote
// declares a search provider for, the best few matches the caller may see.

/** One thing found: what opens it (`sid`), what the box shows. */
export interface SearchItem {
  sid: string;
  label: string;
  /** a second line (a call's numbers and time, a user's email) */
  detail: string | null;
}

export interface SearchGroup {
  kind: string;
  /** best first (rankSearchMatches) */
  items: SearchItem[];
  /** more matched than were sent */
  more: boolean;
}

export interface SearchResponse {
  q: string;
  /** one per kind asked for that this API searches, in the order asked */
  groups: SearchGroup[];
  /** kinds asked for that this API does not search (a remote newer than the API) */
  unsupported: string[];
}
