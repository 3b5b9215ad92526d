import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.ts';

// The unit project's setup file: the web tests' fake server listens for every test file, and a
// request no handler answers fails the test (no test reaches a real network by accident).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
