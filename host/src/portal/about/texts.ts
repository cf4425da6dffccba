// The texts of the About dialog and of per-browser overrides (docs/product/shell.md#about-this-portal).

/** A partner's area (no name of its own) as the dialog shows it ('partner' → 'Partner'). */
export const areaName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export const ABOUT_TEXTS = {
  open: 'About this portal',
  title: 'About this portal',
  intro: 'Each part of the portal is released on its own. What this browser runs:',
  host: 'Portal (host)',
  columns: { area: 'Area', version: 'Version', release: 'Release', built: 'Built', status: 'Status' },
  notReleased: 'not released (plain build)',
  status: {
    loaded: 'Loaded',
    loading: 'Loading',
    notLoaded: 'Not loaded yet',
    unavailable: 'Could not be loaded',
    notConfigured: 'Off',
  },
  canaryServing: (percent: number) => `Canary: ${percent} % of sessions get this release`,
  canaryElsewhere: (release: string, percent: number) =>
    `A canary (${release}) serves ${percent} % of sessions; this one has the release in use`,
  overridden: 'Loaded in this browser only',
  close: 'Close',
} as const;

export const OVERRIDE_TEXTS = {
  heading: 'Try another release in this browser',
  intro:
    'Loads one area from another published release, or from a manifest URL the operator allows, in this browser only: nobody else is affected. The page reloads.',
  area: 'Area',
  release: 'Release',
  chooseRelease: 'Choose a release',
  fromUrl: 'A manifest URL…',
  url: 'Manifest URL',
  /** the allowed prefixes as a list ('a or b': formatList's disjunction) */
  urlHint: (prefixes: string) => `Allowed: under ${prefixes}`,
  inUse: (release: string) => `${release} (in use)`,
  submit: 'Load in this browser',
  nothing: 'No area has another published release to try (npm run release publishes one).',
  loading: 'Loading the published releases…',
  loadFailed: 'The published releases could not be read.',
  bannerRelease: (area: string, release: string) =>
    `${area} is loaded from release ${release} in this browser only.`,
  bannerUrl: (area: string, url: string) => `${area} is loaded from ${url} in this browser only.`,
  putBack: 'Put it back',
  putBackFailed: 'It could not be put back: the server cannot be reached.',
} as const;
