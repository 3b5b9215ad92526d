import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * MUI modules that only CSS-variables themes (`cssVariables: true` or `colorSchemes`) run, with
 * what the build puts in their place (decision 365). createAppTheme makes neither kind: MUI's
 * `createTheme` then calls createThemeNoVars and its `ThemeProvider` draws ThemeProviderNoVars,
 * but both import the variables' side statically, so without this every first screen carried it.
 */
const leftOut: Readonly<Record<string, string>> = {
  'createThemeWithVars.mjs': [
    'export const createGetCssVar = missing;',
    'export default function createThemeWithVars() { missing(); }',
  ].join('\n'),
  'ThemeProviderWithVars.mjs': [
    'export const CssVarsProvider = missing;',
    'export const Experimental_CssVarsProvider = missing;',
    'export const useColorScheme = missing;',
    'export const getInitColorSchemeScript = missing;',
  ].join('\n'),
};

const thrower =
  'function missing() { throw new Error("MUI CSS-variables themes are left out of this build (decision 365): ' +
  'createAppTheme must not set cssVariables or colorSchemes"); }';

const muiStyles = /[\\/]@mui[\\/]material[\\/]styles[\\/]([\w]+\.mjs)$/;

/** The names a module exports (`export const x`, `export function x`, `export default`, `export { a, b as c }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:const|let|var|function|class)\s+([\w$]+)/gm)) names.add(m[1] ?? '');
  if (/^export\s+default\b/m.test(source)) names.add('default');
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Replaces the modules above in the production build. The stand-ins export exactly the names the
 * real modules export (checked on every build, so an MUI upgrade that changes them fails here
 * instead of in the browser) and throw if anything calls them.
 */
export function withoutCssVariablesThemes(): Plugin {
  return {
    name: 'provender:without-css-variables-themes',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = muiStyles.exec(id.split('?')[0] ?? '')?.[1];
      const stand = file ? leftOut[file] : undefined;
      if (!file || stand === undefined) return null;
      const real = exportedNames(readFileSync(id.split('?')[0] ?? id, 'utf8'));
      const ours = exportedNames(stand);
      if (real.join() !== ours.join()) {
        this.error(`without-css-variables-themes: ${file} exports ${real.join(', ')}; the stand-in ${ours.join(', ')}`);
      }
      return `${thrower}\n${stand}\n`;
    },
  };
}
