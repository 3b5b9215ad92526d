import { useEffect, useRef, useState } from 'react';
import InputBase from '@mui/material/InputBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_DEBOUNCE_MS, toSearchText } from './search-text.ts';

interface SearchBoxProps {
  /** The text currently searched for (from the URL hash). */
  value: string;
  onSearch: (text: string) => void;
  /** 'appbar' sits on the coloured bar; 'field' is an ordinary outlined field (phone popover). */
  appearance: 'appbar' | 'field';
  autoFocus?: boolean;
}

/** The app bar search: apostrophes become backticks, and the text is sent 500 ms after typing stops. */
export function SearchBox({ value, onSearch, appearance, autoFocus = false }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const sent = useRef(value);

  // Follow the address when it changes from outside (another screen, back button).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    sent.current = value;
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  const change = (raw: string) => setText(toSearchText(raw));

  if (appearance === 'field') {
    return (
      <TextField
        label="Search"
        type="search"
        size="small"
        fullWidth
        autoFocus={autoFocus}
        value={text}
        onChange={(e) => change(e.target.value)}
        // Escape closes the phone's search popover; the browser would also empty a search field,
        // and the emptied text would be sent as a new search, losing the buyer's results.
        onKeyDown={(e) => {
          if (e.key === 'Escape') e.preventDefault();
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
    );
  }

  return (
    <InputBase
      type="search"
      placeholder="Search…"
      value={text}
      autoFocus={autoFocus}
      onChange={(e) => change(e.target.value)}
      inputProps={{ 'aria-label': 'Search' }}
      startAdornment={<SearchIcon sx={{ mx: 1, opacity: 0.85 }} />}
      sx={(theme) => ({
        color: 'inherit',
        width: { sm: 240, md: 320 },
        borderRadius: 1,
        // Darkening (not lightening) the app bar keeps white text above 4.5:1 (WCAG 1.4.3).
        backgroundColor: alpha(theme.palette.common.black, 0.2),
        '&:hover': { backgroundColor: alpha(theme.palette.common.black, 0.26) },
        '&.Mui-focused': { backgroundColor: alpha(theme.palette.common.black, 0.3) },
        '& .MuiInputBase-input': { py: 1, pr: 1 },
        '& .MuiInputBase-input::placeholder': { opacity: 0.85 },
      })}
    />
  );
}
