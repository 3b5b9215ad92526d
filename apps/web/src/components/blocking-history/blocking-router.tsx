import { createContext, use, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, type Blocker, type BlockerFunction } from 'react-router';
import { createNavigationGuard, type BlockingHistory } from './blocking-history.ts';

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/**
 * react-router's declarative router on a blocking history (decision 360): the app's routes render
 * with useRoutes inside it, and useBlocker below it can hold navigations.
 */
export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  return (
    <BlockingHistoryContext value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockingHistoryContext>
  );
}

/**
 * The data router's useBlocker on a BlockingRouter: while `shouldBlock` says so, a navigation is
 * held and the blocker returned is 'blocked' until proceed() or reset().
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = use(BlockingHistoryContext);
  if (!history) throw new Error('useBlocker must be used within a BlockingRouter');
  const [guard] = useState(() => createNavigationGuard(shouldBlock));
  // Before any effect: a component that stops being dirty and navigates in an effect is not held.
  useLayoutEffect(() => guard.ask(shouldBlock));
  useEffect(() => history.register(guard), [history, guard]);
  return useSyncExternalStore(guard.subscribe, guard.getBlocker);
}
