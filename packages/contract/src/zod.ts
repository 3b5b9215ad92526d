import { z } from 'zod/mini';

/**
 * The contract's zod (decision 362): `zod/mini`, whose schemas carry no methods, so the browser
 * bundles only the checks it uses. Mini loads no locale: without one every message zod itself
 * writes would read "Invalid input". Classic zod registers its English messages on first use;
 * the contract does the same here, so the server and the browser answer the same words as before.
 * Every contract module takes its `z` from this one, and package.json lists it as the one module
 * with a side effect, so no bundler drops the configuration.
 */
z.config(z.locales.en());

export { z };

/**
 * Classic `.strict()` on an object built from another (`extend`, `omit`): the same object with
 * unknown keys refused (catchall never, as classic sets it), typed as a strict object.
 */
export const strict = <T extends z.ZodMiniObject>(schema: T): z.ZodMiniObject<T['shape'], z.core.$strict> =>
  z.catchall(schema, z.never()) as unknown as z.ZodMiniObject<T['shape'], z.core.$strict>;
