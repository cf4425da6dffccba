// The sign-in form as static HTML, rendered at build time into the host's index.html (webpack factory option
// `html.prerender`), so the username field shows as soon as the HTML and its stylesheet arrive — before any
// JavaScript runs. The lean shell then takes its place, keeping what the user typed (bootstrap.tsx).
// Built for Node by the prerender compiler: CSS Modules give the same class names as in the browser build.
import { renderToStaticMarkup } from 'react-dom/server';
import { RuntimeConfigProvider, normaliseRuntimeConfig } from '@switchboard/shared/config';
import { SB_ROOT_CLASS } from '@switchboard/shared/ui';
import { SignInPage } from './SignInPage';

/** The markup that goes inside `<div id="root">`: the same frame AppFrame gives the live page. */
export function renderStaticPage(): string {
  // The default configuration: hosted-mode and forgot-password links appear once the real one is read.
  const config = normaliseRuntimeConfig({}, 'http://localhost');
  return renderToStaticMarkup(
    <div className={SB_ROOT_CLASS}>
      <RuntimeConfigProvider config={config}>
        <SignInPage prerendered onSignedIn={() => undefined} renderLink={() => null} />
      </RuntimeConfigProvider>
    </div>,
  );
}
