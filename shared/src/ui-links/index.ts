// @switchboard/shared/ui-links: the UI kit's pieces that navigate with react-router. They live apart from
// '@switchboard/shared/ui' so that loading the kit (e.g. on the sign-in page) does not load react-router (~50 KB).
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { RowActions, type RowActionsProps } from './RowActions';
