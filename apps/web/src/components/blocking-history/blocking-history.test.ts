// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockerFunction } from 'react-router';
import { createBlockingHistory, createNavigationGuard, type BlockingHistory } from './blocking-history.ts';

type Update = Parameters<Parameters<BlockingHistory['listen']>[0]>[0];

// The unsaved-changes question (useUnsavedChangesGuard): another pathname or search, while dirty.
let dirty = true;
const leavesTheView: BlockerFunction = ({ currentLocation, nextLocation }) =>
  dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

let stop: (() => void) | null = null;

/** A blocking history on jsdom's window.history, at /editor, with what its router was told. */
function setUp(start = '/editor') {
  window.history.replaceState(null, '', start);
  const history = createBlockingHistory();
  const updates: Update[] = [];
  const unlisten = history.listen((update) => updates.push(update));
  const guard = createNavigationGuard(leavesTheView);
  const unregister = history.register(guard);
  stop = () => {
    unregister();
    unlisten();
  };
  return { history, updates, guard, unregister };
}

const url = () => window.location.pathname + window.location.search + window.location.hash;

beforeEach(() => {
  dirty = true;
});

afterEach(() => {
  stop?.();
  stop = null;
});

describe('createBlockingHistory: push and replace', () => {
  it('lets everything through while nothing is unsaved', () => {
    dirty = false;
    const { history, updates, guard } = setUp();
    history.push('/elsewhere');
    expect(url()).toBe('/elsewhere');
    expect(updates.map((u) => [u.action, u.location.pathname])).toEqual([['PUSH', '/elsewhere']]);
    expect(guard.getBlocker().state).toBe('unblocked');
  });

  it('holds a push to another view; proceed() makes it', () => {
    const { history, updates, guard } = setUp();
    history.push('/elsewhere', { from: 'editor' });
    expect(url()).toBe('/editor');
    expect(updates).toEqual([]);
    const blocked = guard.getBlocker();
    expect(blocked.state).toBe('blocked');
    expect(blocked.location?.pathname).toBe('/elsewhere');

    const states: string[] = [];
    const unsubscribe = guard.subscribe(() => states.push(guard.getBlocker().state));
    blocked.proceed?.();
    unsubscribe();
    expect(states).toEqual(['proceeding', 'unblocked']);
    expect(url()).toBe('/elsewhere');
    expect(updates.map((u) => [u.action, u.location.pathname, u.location.state])).toEqual([
      ['PUSH', '/elsewhere', { from: 'editor' }],
    ]);
  });

  it('drops a held push on reset(), and asks again next time', () => {
    const { history, updates, guard } = setUp();
    history.push('/elsewhere');
    guard.getBlocker().reset?.();
    expect(guard.getBlocker().state).toBe('unblocked');
    expect(url()).toBe('/editor');
    expect(updates).toEqual([]);
    history.push('/elsewhere');
    expect(guard.getBlocker().state).toBe('blocked');
    expect(url()).toBe('/editor');
  });

  it('holds a replace and a search change, not a hash change within the view', () => {
    const { history, updates, guard } = setUp();
    history.replace('/elsewhere');
    expect(guard.getBlocker().state).toBe('blocked');
    guard.getBlocker().reset?.();
    history.push({ pathname: '/editor', search: '?page=2' });
    expect(guard.getBlocker().state).toBe('blocked');
    guard.getBlocker().reset?.();

    history.push({ pathname: '/editor', hash: '#section=2' });
    expect(guard.getBlocker().state).toBe('unblocked');
    expect(url()).toBe('/editor#section=2');
    expect(updates.map((u) => [u.action, u.location.hash])).toEqual([['PUSH', '#section=2']]);
  });

  it('stops asking once the guard is unregistered', () => {
    const { history, unregister, guard } = setUp();
    unregister();
    history.push('/elsewhere');
    expect(url()).toBe('/elsewhere');
    expect(guard.getBlocker().state).toBe('unblocked');
  });
});

describe('createBlockingHistory: back and forward', () => {
  it('undoes a back step to another view and repeats it on proceed()', async () => {
    dirty = false;
    const { history, updates, guard } = setUp();
    history.push('/orders');
    dirty = true;

    window.history.back();
    await vi.waitFor(() => expect(guard.getBlocker().state).toBe('blocked'));
    expect(guard.getBlocker().location?.pathname).toBe('/editor');
    // The browser is put back where the router is, and the router heard of neither step.
    await vi.waitFor(() => expect(url()).toBe('/orders'));
    expect(updates.map((u) => u.action)).toEqual(['PUSH']);

    guard.getBlocker().proceed?.();
    expect(guard.getBlocker().state).toBe('proceeding');
    await vi.waitFor(() => expect(url()).toBe('/editor'));
    await vi.waitFor(() => expect(updates.map((u) => [u.action, u.location.pathname])).toHaveLength(2));
    expect(updates.at(-1)).toMatchObject({ action: 'POP', location: { pathname: '/editor' }, delta: -1 });
    expect(guard.getBlocker().state).toBe('unblocked');
  });

  it('stays after reset() when a back step was held, and a forward step is asked about too', async () => {
    dirty = false;
    const { history, updates, guard } = setUp();
    history.push('/orders');
    history.push('/orders/7');
    window.history.back();
    await vi.waitFor(() => expect(url()).toBe('/orders'));
    await vi.waitFor(() => expect(updates).toHaveLength(3));
    dirty = true;

    window.history.forward();
    await vi.waitFor(() => expect(guard.getBlocker().state).toBe('blocked'));
    expect(guard.getBlocker().location?.pathname).toBe('/orders/7');
    await vi.waitFor(() => expect(url()).toBe('/orders'));
    guard.getBlocker().reset?.();
    expect(guard.getBlocker().state).toBe('unblocked');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(url()).toBe('/orders');
    expect(updates).toHaveLength(3);
  });

  it('lets a back step within the view (hash only) through', async () => {
    const { history, updates, guard } = setUp();
    history.push('/editor#section=2');
    window.history.back();
    await vi.waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]).toMatchObject({ action: 'POP', location: { pathname: '/editor', hash: '' } });
    expect(guard.getBlocker().state).toBe('unblocked');
    expect(url()).toBe('/editor');
  });
});
