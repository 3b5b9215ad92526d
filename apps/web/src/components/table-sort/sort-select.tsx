import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { nextSort, type SortState } from './sort-state.ts';

interface SortSelectProps<K extends string> {
  columns: readonly { key: K; label: string }[];
  sort: SortState<K>;
  onSort: (sort: SortState<K>) => void;
}

/** The card layout's sorting: a column choice and the direction, with the table's toggle rule. */
export function SortSelect<K extends string>({ columns, sort, onSort }: SortSelectProps<K>) {
  const ascending = sort.direction === 'asc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sort.key}
        onChange={(e) => onSort(nextSort(sort, e.target.value as K))}
        sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
      >
        {columns.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={ascending ? 'Sorted ascending, sort descending' : 'Sorted descending, sort ascending'}
        onClick={() => onSort(nextSort(sort, sort.key))}
      >
        {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      </IconButton>
    </Stack>
  );
}
