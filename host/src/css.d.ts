// Plain (global) stylesheets imported for their side effect; CSS Modules are typed in types/assets.d.ts.
declare module '*/host.css';
