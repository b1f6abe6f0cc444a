import { useEffect, useState } from 'react';
import { bus, session, toast, useLocation, useTranslation } from '@eoffering/shared';

/**
 * docs/screens/shell.md (typed data kept across a forced sign-in): a form's values, saved in this
 * tab's sessionStorage when the session ends under the member (inactivity, expiry, a refused
 * token), and put back when the same member opens the same page again after signing in. The same
 * snapshot is taken when the page is left or reloaded (docs/decisions.md, a form survives a
 * reload): this tab only, so a donor's identity number never outlives it.
 */
const STORAGE_PREFIX = 'draftAcrossSignIn:';
/** A snapshot older than this is a form nobody is coming back to. */
const MAX_AGE_MS = 30 * 60_000;

type Values = Record<string, unknown>;

/** Why the values were kept: the session ended under the member, or the page was left. */
type KeptFor = 'sign-in' | 'reload';

interface Snapshot {
  /** The member who typed it: only the same member gets it back. */
  sub: string | null;
  keptFor: KeptFor;
  savedAt: number;
  values: Values;
}

/**
 * The forms on screen now, by storage key, with who is typing. Each remote bundling this module
 * keeps its own forms here, and each answers the one bus of the page.
 */
const live = new Map<string, { sub: string | null; values: Values }>();
let watching = false;

const storageKeyOf = (pathname: string, key: string): string =>
  `${STORAGE_PREFIX}${pathname} ${key}`;

const keepLiveForms = (keptFor: KeptFor): void => {
  live.forEach(({ sub, values }, storageKey) => {
    // The page leaving after the session ended under the member keeps that snapshot and its toast.
    if (keptFor === 'reload' && readSnapshot(storageKey)?.keptFor === 'sign-in') return;
    const snapshot: Snapshot = { sub, keptFor, savedAt: Date.now(), values };
    sessionStorage.setItem(storageKey, JSON.stringify(snapshot));
  });
};

// Once, when the first form asks: the session ends before the page leaves for the login, and a
// reload (or a trip to another site and back) leaves the page.
const watchSessionEnds = (): void => {
  if (watching) return;
  watching = true;
  bus.on('session/expired').subscribe(() => keepLiveForms('sign-in'));
  window.addEventListener('pagehide', () => keepLiveForms('reload'));
};

const readSnapshot = (storageKey: string): Snapshot | null => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { sub, keptFor, savedAt, values } = parsed as Partial<Snapshot>;
    if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
    return {
      sub: typeof sub === 'string' ? sub : null,
      keptFor: keptFor === 'reload' ? 'reload' : 'sign-in',
      savedAt,
      values,
    };
  } catch {
    return null;
  }
};

/** `base` with each field the snapshot holds in the same type; anything else is left as it was. */
const overlay = <T extends Values>(base: T, values: Values): T => {
  const restored: Values = { ...base };
  Object.keys(base).forEach((name) => {
    if (typeof values[name] === typeof base[name]) restored[name] = values[name];
  });
  return restored as T;
};

/**
 * The form's first values: `initial()`, or what the same member typed on this page before the
 * session ended under them (then a toast says so). Pair it with `useKeepAcrossSignIn(key, …)`.
 */
export const useRestoredAcrossSignIn = <T extends Values>(key: string, initial: () => T): T => {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const storageKey = storageKeyOf(pathname, key);
  const [start] = useState(() => {
    const base = initial();
    const snapshot = readSnapshot(storageKey);
    const usable =
      snapshot !== null &&
      snapshot.sub === (session.claims()?.sub ?? null) &&
      Date.now() - snapshot.savedAt <= MAX_AGE_MS;
    return {
      values: usable ? overlay(base, snapshot.values) : base,
      restored: usable ? snapshot.keptFor : null,
    };
  });

  useEffect(() => {
    // Signed out still: a sign-in's snapshot waits for the sign-in; otherwise it has been used (or
    // is not this member's) and goes. A reload's is used once: the page keeps it again on leaving.
    if (session.claims() !== null || start.restored === 'reload') {
      sessionStorage.removeItem(storageKey);
    }
    // Only a sign-in took the page away from the member; a reload's values are simply still there.
    if (start.restored === 'sign-in') toast(t('session.draftRestored'), 'info');
  }, [start, storageKey, t]);

  return start.values;
};

/**
 * Offers the form's current values to be kept if the session ends under the member or the page is
 * reloaded. Leaving the form while still signed in forgets any snapshot: nobody is coming back for it.
 */
export const useKeepAcrossSignIn = (key: string, values: Values): void => {
  const { pathname } = useLocation();
  const storageKey = storageKeyOf(pathname, key);

  useEffect(() => {
    watchSessionEnds();
    live.set(storageKey, { sub: session.claims()?.sub ?? null, values });
    return () => {
      live.delete(storageKey);
    };
  }, [storageKey, values]);

  useEffect(
    () => () => {
      if (session.claims() !== null) sessionStorage.removeItem(storageKey);
    },
    [storageKey],
  );
};
