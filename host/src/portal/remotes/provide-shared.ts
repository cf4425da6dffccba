// The host provides every shared singleton of @switchboard/shared — the admin kit's entries too, which the host's
// own pages do not use — so remotes always meet one copy, the host's, whatever order they load in, and a remote's
// required version is checked against it (registry.ts). webpack provides only what a build references: these
// imports reference them (as chunks the page loads only if a remote asks for them).
export const kitEntries = () =>
  Promise.all([
    import('@switchboard/shared/admin'),
    import('@switchboard/shared/admin-forms'),
    import('@switchboard/shared/admin-shell'),
  ]);
