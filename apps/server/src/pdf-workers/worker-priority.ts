import { getPriority, setPriority } from 'node:os';

/**
 * How much lower than its server a PDF worker process runs (decision 554): laying out a PDF is
 * batch work, so on a busy machine the event loops answering buyers and the database come first;
 * on an idle one the worker still has every free cycle.
 */
export const WORKER_NICENESS = 10;

/** The niceness a worker of a process at `parent` runs at (19 is the lowest priority there is). */
export const workerPriority = (parent: number) => Math.min(19, parent + WORKER_NICENESS);

/** Lowers this process's priority; the worker calls it as it starts. */
export function lowerWorkerPriority() {
  setPriority(workerPriority(getPriority()));
}
