import { useLocation } from 'react-router';
import { readHashParam } from './hash-params.ts';

/** A value kept in the URL hash; the app bar's search text lives under `s`. */
export function useHashParam(name: string): string {
  return readHashParam(useLocation().hash, name);
}

export const SEARCH_HASH_PARAM = 's';
