import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Product } from '@provender/contract';
import { useProductSearch } from '../../api/search-products.ts';

/** Picks one product by searching the catalog. */
export function ProductPicker({
  productKey,
  onChange,
}: {
  productKey: number | null;
  onChange: (key: number) => void;
}) {
  const [search, setSearch] = useState('');
  const results = useProductSearch(search, productKey);
  const options = results.data?.products ?? [];
  const selected = options.find((p) => p.productKey === productKey) ?? null;
  return (
    <Autocomplete<Product>
      options={options}
      value={selected}
      loading={results.isFetching}
      filterOptions={(o) => o}
      getOptionLabel={(p) => `${p.description} (${p.productCode})`}
      isOptionEqualToValue={(a, b) => a.productKey === b.productKey}
      onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_e, product) => product && onChange(product.productKey)}
      renderInput={(params) => <TextField {...params} label="Product" placeholder="Search products" />}
    />
  );
}
