import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import BoltIcon from '@mui/icons-material/Bolt';
import type { ReactNode } from 'react';
import type { Category, MainCategory, PageLayoutValue, PageSortByValue } from '@provender/contract';
import { layoutLabels, pageSorts, sortLabels } from '../utils/layout-sort.ts';

const layoutIcons: Record<PageLayoutValue, ReactNode> = {
  0: <GridViewIcon fontSize="small" />,
  1: <ViewListIcon fontSize="small" />,
  2: <BoltIcon fontSize="small" />,
};

/** All Products in the Order Guide selector; the page writes it as an empty og= so defaultToStandardOrder leaves it be. */
const ALL = '';

// Empty values read as "All …" with the label kept above, and the selects share the row evenly.
const select = {
  size: 'small',
  select: true,
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  sx: { flex: { xs: '1 1 calc(50% - 8px)', sm: '1 1 150px' }, maxWidth: { sm: 240 }, minWidth: 0 },
} as const;

export interface ProductsToolbarProps {
  /** False until the user's and site's defaults are known; a choice made earlier would be overwritten. */
  ready: boolean;
  layout: PageLayoutValue;
  layouts: readonly PageLayoutValue[];
  onLayout: (layout: PageLayoutValue) => void;
  sort: PageSortByValue;
  onSort: (sort: PageSortByValue) => void;
  mainCategories: readonly MainCategory[];
  categories: readonly Category[];
  mainCategory: string;
  category: string;
  onMainCategory: (code: string) => void;
  onCategory: (category: Category | null) => void;
  /** Order guide names; null hides the selector. */
  orderGuides: {
    names: readonly string[];
    selected: string;
    allProducts: boolean;
    onSelect: (name: string) => void;
  } | null;
}

/** Layout, Order Guide, Main Category, Category and Sort By (spec 01 section 2). */
export function ProductsToolbar(props: ProductsToolbarProps) {
  const {
    ready,
    layout,
    layouts,
    onLayout,
    sort,
    onSort,
    mainCategories,
    categories,
    mainCategory,
    category,
    onMainCategory,
    onCategory,
    orderGuides,
  } = props;

  return (
    <Box
      role="toolbar"
      aria-label="Product filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {layouts.length > 1 ? <LayoutToggle layout={layout} layouts={layouts} ready={ready} onLayout={onLayout} /> : null}

      {orderGuides ? (
        <TextField
          {...select}
          label="Order Guide"
          value={orderGuides.selected}
          onChange={(e) => orderGuides.onSelect(e.target.value)}
        >
          {orderGuides.allProducts ? <MenuItem value={ALL}>All Products</MenuItem> : null}
          {orderGuides.names.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

      <TextField
        {...select}
        label="Main Category"
        value={mainCategory}
        onChange={(e) => onMainCategory(e.target.value)}
      >
        <MenuItem value="">All</MenuItem>
        {mainCategories.map((m) => (
          <MenuItem key={m.code} value={m.code}>
            {m.description}
          </MenuItem>
        ))}
      </TextField>

      <CategorySelect
        mainCategories={mainCategories}
        categories={categories}
        mainCategory={mainCategory}
        category={category}
        onCategory={onCategory}
      />

      <TextField
        {...select}
        label="Sort By"
        disabled={!ready}
        value={sort}
        onChange={(e) => onSort(Number(e.target.value) as PageSortByValue)}
      >
        {pageSorts.map((s) => (
          <MenuItem key={s} value={s}>
            {sortLabels[s]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function LayoutToggle({
  layout,
  layouts,
  ready,
  onLayout,
}: Pick<ProductsToolbarProps, 'layout' | 'layouts' | 'ready' | 'onLayout'>) {
  return (
    <ToggleButtonGroup
      value={layout}
      exclusive
      disabled={!ready}
      size="small"
      aria-label="Layout"
      onChange={(_e, value: PageLayoutValue | null) => {
        if (value !== null) onLayout(value);
      }}
      sx={{ bgcolor: 'background.paper' }}
    >
      {layouts.map((l) => (
        <ToggleButton
          key={l}
          value={l}
          aria-label={layoutLabels[l]}
          title={layoutLabels[l]}
          sx={{ px: 1.5, gap: 0.75 }}
        >
          {layoutIcons[l]}
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, textTransform: 'none', fontSize: 13 }}>
            {layoutLabels[l]}
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Category: under the chosen main category, or every category headed by its main category. */
function CategorySelect({
  mainCategories,
  categories,
  mainCategory,
  category,
  onCategory,
}: Pick<ProductsToolbarProps, 'mainCategories' | 'categories' | 'mainCategory' | 'category' | 'onCategory'>) {
  const shownCategories = mainCategory ? categories.filter((c) => c.parent === mainCategory) : categories;
  return (
    <TextField
      {...select}
      label="Category"
      value={category}
      onChange={(e) => onCategory(categories.find((c) => c.code === e.target.value) ?? null)}
    >
      <MenuItem value="">All</MenuItem>
      {mainCategory
        ? shownCategories.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.description}
            </MenuItem>
          ))
        : mainCategories.flatMap((m) => [
            <ListSubheader key={`h-${m.code}`}>{m.description}</ListSubheader>,
            ...categories
              .filter((c) => c.parent === m.code)
              .map((c) => (
                <MenuItem key={c.code} value={c.code} sx={{ pl: 3 }}>
                  {c.description}
                </MenuItem>
              )),
          ])}
    </TextField>
  );
}
