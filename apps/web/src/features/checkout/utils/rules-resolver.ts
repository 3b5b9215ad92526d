import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver from a rule function of @provender/rules (field -> message). */
export function rulesResolver<T extends FieldValues>(
  validate: (values: T) => Partial<Record<string, string>>,
): Resolver<T> {
  return async (values) => {
    const problems = Object.entries(validate(values)).filter((e): e is [string, string] => typeof e[1] === 'string');
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([field, message]) => [field, { type: 'rule', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
