// @switchboard/shared/admin-shell: what runs an area without the host — the single-spa lifecycles of its `./spa`
// (createAreaSpa), its standalone page (startStandalone, StandaloneShell) and the route table both use
// (areaRoutes). Apart from '@switchboard/shared/admin' so the host's pages never download single-spa-react.
export { homePath, navLinks, type AreaDefinition, type AreaNavLink } from './area';
export { NotFound, PageError, areaRoutes } from './AreaRoutes';
export { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';
export { createAreaSpa, type AreaSpaProps } from './spa';
export { standaloneRoutes, startStandalone } from './standalone';
