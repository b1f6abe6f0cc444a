import { useCallback, useEffect, useState } from 'react';

/** Finds the element to focus once the page has been drawn again. */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Moves keyboard focus once React has committed the next render (docs/screens/member-centre.md,
 * focus after an edit): the element asked for often exists, or is enabled again, only after the
 * change that asked for it has been drawn, and a busy button that held focus has lost it.
 */
export const useFocusAfterRender = (): ((target: FocusTarget) => void) => {
  const [pending, setPending] = useState<{ target: FocusTarget } | null>(null);
  // Each request is a new object, so the effect focuses once per request, never on later renders.
  useEffect(() => {
    pending?.target()?.focus();
  }, [pending]);
  return useCallback((target: FocusTarget) => setPending({ target }), []);
};
