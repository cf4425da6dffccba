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
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );

  return { dialog, allowNavigation };
}

/** 'Leave this page?' with Stay / Leave without saving: for the router's blocker and for in-page switches (tabs). */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal
      open={open}
      title={UNSAVED_TITLE}
      size="sm"
      role="alertdialog"
      onClose={onStay}
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={onLeave}>
            Leave without saving
          </Button>
        </>
      }
    >
      <p>{UNSAVED_MESSAGE}</p>
    </Modal>
  );
}

/** Tells a parent (e.g. a page switching tabs) whether a form has unsaved changes; false again when it goes. */
export function useReportDirty(dirty: boolean, onDirtyChange?: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
