// The tokens stylesheet is imported for its side effect only (types/assets.d.ts covers *.module.css).
declare module '*/tokens.css';
