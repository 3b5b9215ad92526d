/**
 * Screens keep their filters in the URL hash as form-encoded pairs (for example
 * #mc=BAKERY&c=BREAD&s=rye), so they survive reloads and can be linked to.
 */
function paramsOf(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

export function readHashParam(hash: string, name: string): string {
  return paramsOf(hash).get(name) ?? '';
}

/** The hash with `name` set to `value` (removed when empty), other pairs kept; '' when nothing is left. */
export function withHashParam(hash: string, name: string, value: string): string {
  const params = paramsOf(hash);
  if (value) params.set(name, value);
  else params.delete(name);
  const text = params.toString();
  return text ? `#${text}` : '';
}
