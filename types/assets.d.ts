// CSS Modules and static assets imported from TypeScript (webpack handles them; Jest maps them).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}

/**
 * What the app offers to share with the remotes, by module name and version (the webpack factory defines it; the
 * host checks a remote's required versions against it before loading the remote's code).
 */
declare const __SB_PROVIDED_SHARED__: Readonly<Record<string, string>> | undefined;
