// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@provender/contract';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { CatalogEnvironmentContext, defaultCatalogSettings } from '../catalog-environment.ts';
import { ProductPrice } from './product-price.tsx';

afterEach(cleanup);

function renderPrice() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CatalogEnvironmentContext
        value={{
          userType: 'customer',
          settings: defaultCatalogSettings,
          cartAccess: 'open',
          readOnlyNote: null,
          cart: null,
          addToOrderGuide: null,
        }}
      >
        <ProductPrice productKey={840} unitOfMeasure="CS" />
      </CatalogEnvironmentContext>
    </QueryClientProvider>,
  );
}

describe('ProductPrice', () => {
  it('marks its place busy with a named placeholder while the price loads, then shows the price', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      endpointHandler(endpoints.getPrices, async ({ body }) => {
        await answered;
        return (await body()).map((i) => ({ ...i, price: 29.04, priceDecimals: 2 }));
      }),
    );
    renderPrice();
    // A name on a plain span is prohibited by ARIA (axe: aria-prohibited-attr): the placeholder is a picture.
    const placeholder = screen.getByRole('img', { name: 'Loading price' });
    expect(placeholder.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('product-price').textContent).toBe('$29.04 / CS'));
    expect(screen.queryByRole('img', { name: 'Loading price' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
