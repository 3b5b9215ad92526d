import {
  NavigationType,
  parsePath,
  UNSAFE_createBrowserHistory,
  type Blocker,
  type BlockerFunction,
  type HistoryRouterProps,
  type Location,
  type To,
} from 'react-router';

/** The history interface react-router's declarative routers navigate with. */
export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** What a blocker is while nothing is held (react-router's IDLE_BLOCKER). */
export const unblocked: Blocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/**
 * One unsaved-changes guard: the question it asks of each navigation and the blocker it shows
 * (the same shape as react-router's data-router blocker). It holds nothing until registered.
 */
export interface NavigationGuard {
  readonly shouldBlock: BlockerFunction;
  /** Replaces the question (a component asks with the props of its latest render). */
  ask(shouldBlock: BlockerFunction): void;
  readonly getBlocker: () => Blocker;
  readonly subscribe: (onChange: () => void) => () => void;
  set(blocker: Blocker): void;
}

export function createNavigationGuard(shouldBlock: BlockerFunction): NavigationGuard {
  let question = shouldBlock;
  let blocker = unblocked;
  const listeners = new Set<() => void>();
  return {
    shouldBlock: (args) => question(args),
    ask(next) {
      question = next;
    },
    getBlocker: () => blocker,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(next) {
      if (next === blocker) return;
      blocker = next;
      for (const listener of listeners) listener();
    },
  };
}

/** A history that asks its registered guards before every navigation, back and forward included. */
export interface BlockingHistory extends History {
  /** Makes the guard ask from now on; the returned function stops it. */
  register(guard: NavigationGuard): () => void;
}

let keys = 0;

/**
 * Wraps a history (by default the browser's, as BrowserRouter makes it) so that navigations can be
 * held (decision 360):
 * - push and replace (Link, navigate(), <Navigate>) are not passed on while a guard's shouldBlock
 *   says so; its blocker turns 'blocked' and proceed() performs the same call later.
 * - back and forward (popstate) have already moved the browser when the page hears of them: the
 *   step is undone with go(-delta) without telling the router, and proceed() repeats it with
 *   go(delta) once the undo has arrived. A step whose distance is unknown (an entry not written by
 *   this history) goes through, as with react-router's data router.
 * Guards are asked about the location the router last rendered, newest guard first; a navigation
 * that goes through returns every blocker to 'unblocked'.
 */
export function createBlockingHistory(
  base: History = UNSAFE_createBrowserHistory({ v5Compat: true }),
): BlockingHistory {
  const guards: NavigationGuard[] = [];
  let committed = base.location;
  // Set from proceed() until the held navigation has gone through: it is not asked about again.
  let proceeding = false;
  // A pop being undone: its popstate is swallowed, and a proceed() waits for it.
  let undoing: { arrived: Promise<void>; resolve: () => void } | null = null;

  const blockingGuard = (nextLocation: Location, historyAction: NavigationType) => {
    if (proceeding) return null;
    for (let i = guards.length - 1; i >= 0; i--) {
      const guard = guards[i];
      if (guard?.shouldBlock({ currentLocation: committed, nextLocation, historyAction })) return guard;
    }
    return null;
  };

  const hold = (guard: NavigationGuard, location: Location, go: () => void) =>
    holdNavigation(guard, location, () => {
      proceeding = true;
      go();
    });

  const navigate = (action: NavigationType.Push | NavigationType.Replace, to: To, state?: unknown) => {
    const go = () => (action === NavigationType.Push ? base.push(to, state) : base.replace(to, state));
    const nextLocation = locationOf(to, state, committed);
    const guard = blockingGuard(nextLocation, action);
    if (guard) hold(guard, nextLocation, go);
    else go();
  };

  const onUpdate = (update: Update, listener: (update: Update) => void) => {
    if (update.action === NavigationType.Pop) {
      if (undoing) {
        // The browser is back where the router is: nothing to render.
        undoing.resolve();
        undoing = null;
        return;
      }
      const delta = update.delta;
      const guard = delta === null || delta === 0 ? null : blockingGuard(update.location, NavigationType.Pop);
      if (guard && delta !== null) {
        let resolve = () => {};
        const arrived = new Promise<void>((r) => (resolve = r));
        undoing = { arrived, resolve };
        base.go(-delta);
        hold(guard, update.location, () => void arrived.then(() => base.go(delta)));
        return;
      }
    }
    committed = update.location;
    proceeding = false;
    listener(update);
    for (const guard of guards) guard.set(unblocked);
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => navigate(NavigationType.Push, to, state),
    replace: (to, state) => navigate(NavigationType.Replace, to, state),
    go: (delta) => base.go(delta),
    listen(listener) {
      committed = base.location;
      return base.listen((update) => onUpdate(update, listener));
    },
    register(guard) {
      guards.push(guard);
      return () => {
        const index = guards.indexOf(guard);
        if (index >= 0) guards.splice(index, 1);
        guard.set(unblocked);
      };
    },
  };
}

/** Turns the guard's blocker 'blocked' on the location; its proceed() turns it 'proceeding' and calls `proceed`. */
function holdNavigation(guard: NavigationGuard, location: Location, proceed: () => void) {
  guard.set({
    state: 'blocked',
    location,
    reset: () => guard.set(unblocked),
    proceed: () => {
      guard.set({ state: 'proceeding', location, reset: undefined, proceed: undefined });
      proceed();
    },
  });
}

/** The location a push or replace would make (react-router's createLocation). */
function locationOf(to: To, state: unknown, current: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: `held${++keys}`,
  };
}
