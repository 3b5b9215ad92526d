/** Test data for the decimal tests (decision 361); not part of the package's API. */

/** A small seeded generator (mulberry32), so that a failure can be replayed. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * (max + 1));
  const pick = <T>(items: readonly T[]): T => items[int(items.length - 1)] as T;
  /** A decimal string with up to `whole` integer digits and up to `places` decimals, either sign. */
  const decimal = (whole: number, places: number, negative = true) => {
    const digits = (n: number) => Array.from({ length: n }, () => int(9)).join('');
    const w = digits(1 + int(whole - 1)).replace(/^0+(?=\d)/, '');
    const p = places > 0 ? int(places) : 0;
    const text = p > 0 ? `${w}.${digits(p)}` : w;
    return negative && next() < 0.3 ? `-${text}` : text;
  };
  return { next, int, pick, decimal };
}
