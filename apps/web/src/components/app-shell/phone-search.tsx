import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import SearchIcon from '@mui/icons-material/Search';
import { SearchBox } from './search-box.tsx';

interface PhoneSearchProps {
  value: string;
  onSearch: (text: string) => void;
}

/** On phones the search box lives in a popover opened from a search icon. */
export function PhoneSearch({ value, onSearch }: PhoneSearchProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <SearchIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Search', sx: { width: 'calc(100vw - 32px)', maxWidth: 400 } },
        }}
      >
        <Box
          component="form"
          role="search"
          sx={{ p: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            setAnchor(null);
          }}
        >
          <SearchBox appearance="field" value={value} onSearch={onSearch} autoFocus />
        </Box>
      </Popover>
    </>
  );
}
