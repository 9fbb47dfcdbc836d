import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import type { SearchUi as SearchUiType } from './SearchUi';

// The Autocomplete and its text field weigh about 25 KB compressed (issue #27): no page shows its
// suggestions before the box is used, so they load when the pointer or the focus first reaches it.
let loading: Promise<typeof SearchUiType> | undefined;
const loadSearchUi = () => (loading ??= import('./SearchUi').then((m) => m.SearchUi));

interface SearchBoxProps {
  autoFocus?: boolean;
  onNavigate?: () => void;
}

/**
 * §2.10 search box as it first paints: a plain input of the same look and name. Its first touch
 * loads the real one (SearchUi), which then takes over what was typed, the focus and the suggestions.
 */
export function SearchBox({ autoFocus = false, onNavigate }: SearchBoxProps) {
  const [SearchUi, setSearchUi] = useState<typeof SearchUiType | null>(null);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(autoFocus);
  // Enter pressed before the real box has loaded (a quick typist on a slow phone) is kept for it.
  const [entered, setEntered] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const load = () =>
    void loadSearchUi().then((component) => {
      setFocused(document.activeElement === input.current);
      setSearchUi(() => component);
    });

  if (SearchUi)
    return (
      <SearchUi autoFocus={focused} onNavigate={onNavigate} initialInput={typed} initialEnter={entered} />
    );
  return (
    <LightSearchBox
      inputRef={input}
      autoFocus={autoFocus}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        load();
      }}
      onWanted={load}
      onEnter={() => setEntered(typed.trim() !== '')}
    />
  );
}

function LightSearchBox({
  inputRef,
  autoFocus,
  value,
  onChange,
  onWanted,
  onEnter,
}: {
  inputRef: Ref<HTMLInputElement>;
  autoFocus: boolean;
  value: string;
  onChange: (value: string) => void;
  onWanted: () => void;
  onEnter: () => void;
}) {
  return (
    <Box
      sx={{
        width: { xs: '100%', sm: 220, md: 280 },
        height: 40,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.75,
        borderRadius: 5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
      <Box
        component="input"
        ref={inputRef}
        id="search-ui"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label="Search UI"
        placeholder="Search UI"
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') onEnter();
        }}
        onFocus={onWanted}
        onPointerEnter={onWanted}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          p: 0,
          font: 'inherit',
          fontSize: '1rem',
          color: 'inherit',
          bgcolor: 'transparent',
        }}
      />
    </Box>
  );
}
