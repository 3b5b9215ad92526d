/**
 * Avatar background colours; each keeps white initials above the spec's 4.5 contrast ratio
 * (checked by the unit test), so any customer name gets a readable avatar.
 */
export const avatarPalette = [
  '#00695c',
  '#1565c0',
  '#6a1b9a',
  '#ad1457',
  '#c62828',
  '#4e342e',
  '#37474f',
  '#2e7d32',
  '#283593',
  '#0277bd',
  '#bf360c',
  '#4527a0',
] as const;

/** FNV-1a: a small, stable string hash, so a name always gets the same colour. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function avatarColor(name: string): string {
  return avatarPalette[hashOf(name.trim().toLowerCase()) % avatarPalette.length] ?? avatarPalette[0];
}

/** Up to two initials from the first words that contain a letter or digit ('&' and such are skipped). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const initials = words
    .slice(0, 2)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('');
  return initials.toUpperCase() || '?';
}
