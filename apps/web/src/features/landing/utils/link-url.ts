/** Spec 02 section 5: urls without https get https prefixed; http becomes https; site paths stay. */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  if (/^https:\/\//i.test(trimmed) || /^mailto:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
