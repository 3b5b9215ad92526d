import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column that holds any JSON value, scalars included. Drizzle's own jsonb parses a string
 * the driver has already parsed a second time, so a stored string such as "123" or "true" came
 * back as a number or a boolean (decision 006). pg and PGlite both parse jsonb themselves, so the
 * value read is taken as it is.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
