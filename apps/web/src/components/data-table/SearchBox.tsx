import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import type { ListParams } from './use-list-params';

const DEBOUNCE_MS = 350;

/** Free-text search of a list, sent to the API as `search` once typing pauses. */
export function SearchBox({ params, label }: { params: ListParams; label: string }) {
  const [value, setValue] = useState(params.search);
  const { search, setSearch } = params;

  // A chip or "clear filters" can empty the search from outside: follow the URL when it moves,
  // but not when it only catches up with what this box sent (on a slow device the letters typed
  // since then would be lost).
  const [seen, setSeen] = useState(search);
  const [sent, setSent] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (search !== sent) setValue(search);
  }

  useEffect(() => {
    if (value === search) return;
    const timer = setTimeout(() => {
      setSent(value);
      setSearch(value);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, search, setSearch]);

  return (
    <TextField
      type="search"
      size="small"
      id="list-search"
      name="search"
      label={label}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      sx={{ minWidth: { sm: 260 }, flexGrow: { xs: 1, sm: 0 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 200 },
      }}
    />
  );
}
