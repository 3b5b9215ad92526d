import { createContext, useContext } from 'react';
import type { ThemeInput } from '@provender/contract';

/**
 * While the Theme card has unapplied changes the whole app previews them; Cancel or leaving the
 * card drops the preview. The provider in src/app holds it.
 */
export interface ThemePreview {
  preview: ThemeInput | null;
  setPreview: (theme: ThemeInput | null) => void;
}

export const ThemePreviewContext = createContext<ThemePreview>({ preview: null, setPreview: () => undefined });

export function useThemePreview(): ThemePreview {
  return useContext(ThemePreviewContext);
}
