// Leaving a form with unsaved changes asks first: in-app navigation through react-router's blocker, a reload or a
// closed tab through the browser's own beforeunload prompt.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button, Modal } from '@switchboard/shared/ui';

export const UNSAVED_TITLE = 'Leave this page?';
export const UNSAVED_MESSAGE = 'You have unsaved changes. If you leave this page, they will be lost.';

export function useUnsavedChanges(dirty: boolean) {
  // Set right before a navigation the form itself makes (after a save or a delete).
  const bypass = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      // Older browsers need a returnValue to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  const dialog = (
    <Modal
      open={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      size="sm"
      role="alertdialog"
      onClose={() => blocker.reset?.()}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    >
      <p>{UNSAVED_MESSAGE}</p>
    </Modal>
  );

  return { dialog, allowNavigation };
}
