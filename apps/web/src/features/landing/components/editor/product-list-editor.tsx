import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { landingProductSources, type LandingContent } from '@provender/contract';
import { useCategoryChoices } from '../../api/get-category-choices.ts';

type ProductListContent = Extract<LandingContent, { type: 'productList' }>;

/** A product list card's source (main categories or categories) and its category. */
export function ProductListEditor({
  content,
  onChange,
}: {
  content: ProductListContent;
  onChange: (next: LandingContent) => void;
}) {
  const choices = useCategoryChoices(content.productSource);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Product Source"
        value={content.productSource}
        onChange={(e) =>
          onChange({
            ...content,
            productSource: e.target.value as (typeof landingProductSources)[number],
            category: '',
            categoryCode: '',
          })
        }
        sx={{ minWidth: 200 }}
      >
        {landingProductSources.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Category"
        value={content.categoryCode}
        error={!content.categoryCode}
        helperText={content.categoryCode ? undefined : 'Choose a category'}
        onChange={(e) => {
          const choice = choices.data?.find((c) => c.code === e.target.value);
          onChange({ ...content, categoryCode: e.target.value, category: choice?.description ?? '' });
        }}
        fullWidth
      >
        {(choices.data ?? []).map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.description}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
