// A remote's `./spa` lifecycles under test as a partner's page runs them: props as single-spa passes them, mounted
// into a fresh element, found in its shadow root, unmounted. Each remote's spa test then says only what its area
// shows and which call carried the token.
import { act } from '@testing-library/react';
import { TEST_API_BASE_URL } from './msw';
import { TEST_SP_SID } from './jwt';

type Lifecycle = (props: never) => Promise<unknown>;

export interface SpaLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

export interface MountedSpa {
  /** The element the partner's page gave. */
  element: HTMLElement;
  /** The area's root inside the element's shadow root. */
  root: HTMLElement;
  /** Unmounts, and checks the area has left the element. */
  unmount: () => Promise<void>;
}

/**
 * Bootstraps and mounts an area with single-spa's own props (name, singleSpa, mountParcel) and the custom props
 * given (the credential among them: `getToken`, or an API key as `token`), with the test API base URL, the default
 * service provider and memory routing unless they say otherwise.
 */
export async function mountSpaForTest(
  lifecycles: SpaLifecycles,
  { name, ...props }: { name: string } & Record<string, unknown>,
): Promise<MountedSpa> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const allProps = {
    name,
    singleSpa: {},
    mountParcel: () => undefined,
    apiBaseUrl: TEST_API_BASE_URL,
    serviceProviderSid: TEST_SP_SID,
    routing: 'memory',
    ...props,
    domElement: element,
  } as never;
  await lifecycles.bootstrap(allProps);
  let mounted: Promise<unknown> | undefined;
  act(() => {
    mounted = lifecycles.mount(allProps);
  });
  await act(async () => {
    await mounted;
  });
  // In the element's shadow root (the partner's CSS cannot reach it), unless isolation is switched off.
  const isolated = props.isolation !== 'none';
  if (isolated && element.querySelector('.sb-root'))
    throw new Error(`${name} rendered outside its shadow root`);
  const root = (isolated ? element.shadowRoot : element)?.querySelector<HTMLElement>('.sb-root');
  if (!root)
    throw new Error(`${name} rendered no .sb-root ${isolated ? "in the element's shadow root" : ''}`);
  return {
    element,
    root,
    async unmount() {
      await act(async () => {
        await lifecycles.unmount(allProps);
      });
      if ((isolated ? element.shadowRoot : element)?.querySelector('.sb-root'))
        throw new Error(`${name} left its root behind after unmount`);
      element.remove();
    },
  };
}
