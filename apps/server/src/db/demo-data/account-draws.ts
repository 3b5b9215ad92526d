import type { Random } from './random.ts';
import { firstNames, lastNames } from './vocabulary-accounts.ts';

/** A made-up North American phone number. */
export const phone = (r: Random) =>
  `(${r.int(201, 989)}) ${r.int(200, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;

/** A first and last name from the accounts vocabulary. */
export const personName = (r: Random) => `${r.pick(firstNames)} ${r.pick(lastNames)}`;
