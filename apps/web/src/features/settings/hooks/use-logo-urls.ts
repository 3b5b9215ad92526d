import type { LogoName } from '@provender/contract';
import { useLogoName } from '../api/get-logo-name.ts';

/** Used until the names arrive and when they cannot be loaded: the files shipped in public/. */
const shippedLogos: LogoName = { small: 'logo-small.svg', light: 'logo-light.svg', dark: 'logo-dark.svg' };

/** Logo files are served from the site root. */
export function logoUrl(fileName: string): string {
  return `/${encodeURIComponent(fileName)}`;
}

export interface LogoUrls {
  small: string;
  light: string;
  dark: string;
}

export function useLogoUrls(): LogoUrls {
  const { data } = useLogoName();
  const names = data ?? shippedLogos;
  return { small: logoUrl(names.small), light: logoUrl(names.light), dark: logoUrl(names.dark) };
}
