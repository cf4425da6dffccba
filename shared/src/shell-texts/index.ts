// @switchboard/shared/shell-texts: the English texts the sign-in page and the frame around every page show — the
// shell's, the admin kit's and two-factor sign-in's. Their own entry, apart from constants: the sign-in page loads
// these few and not the areas' texts (docs/architecture.md#the-shared-package).
export * from './shell';
export * from './kit';
export * from './two-factor';
