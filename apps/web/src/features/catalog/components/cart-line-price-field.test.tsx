// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRAST_THRESHOLD } from '@provender/contract';
import { contrastRatio } from '@provender/rules';
import { createAppTheme } from '../../../components/theme/create-app-theme.ts';
import { CartLinePriceField } from './cart-line-price-field.tsx';

afterEach(cleanup);

/** `rgb(r, g, b)` as #rrggbb. */
function hexOf(rgb: string): string {
  const parts = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(rgb);
  if (!parts) throw new Error(`not an opaque rgb() colour: ${rgb}`);
  return `#${parts
    .slice(1)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('an overridden unit price (decision 411)', () => {
  it('labels the field in text that reaches 4.5:1 on the light dialog, keeping the orange outline', () => {
    const theme = createAppTheme({ mode: 'light', primary: '#007373', secondary: '#c2185b' });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <CartLinePriceField
          priceUnit="CS"
          priceDecimals={2}
          loadedPrice={86}
          loading={false}
          editable
          isOverride
          priceText="80.50"
          onPrice={() => undefined}
          onReset={() => undefined}
        />
      </ThemeProvider>,
    );
    const label = hexOf(getComputedStyle(container.querySelector('label')!).color);
    expect(contrastRatio(label, theme.palette.background.paper)).toBeGreaterThanOrEqual(CONTRAST_THRESHOLD);
    expect(getComputedStyle(container.querySelector('fieldset')!).borderColor).toBe('rgb(237, 108, 2)');
  });
});
