// @switchboard/shared/search: the global search's ranking rule (docs/api/additions.md#global-search),
// shared by the API that ranks and the shell's search box. Its own entry, apart from constants: the sign-in page
// has no search box.
export * from './search';
