/**
 * Claims due rows a batch at a time and handles a batch's rows together, until a claim comes back
 * empty; answers how many rows were handled. The claim holds its rows (a lease taken with
 * `FOR UPDATE SKIP LOCKED`), so other processes and nodes take other rows meanwhile: how the
 * webhook and notification workers send their outboxes.
 */
export async function handleClaimedBatches<T>(
  claim: () => Promise<readonly T[]>,
  handle: (row: T) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claim();
    if (claimed.length === 0) return handled;
    await Promise.all(claimed.map((row) => handle(row)));
    handled += claimed.length;
  }
}
