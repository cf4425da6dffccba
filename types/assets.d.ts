// CSS Modules and static assets imported from TypeScript (webpack handles them; Jest maps them).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
