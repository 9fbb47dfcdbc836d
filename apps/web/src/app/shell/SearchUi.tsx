import { menuLinks, SEARCH_SUGGESTIONS_MAX, type MenuLink } from '@lease/contract';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMenu } from '../../menu/useMenu';

const suggest = (options: MenuLink[], { inputValue }: { inputValue: string }): MenuLink[] => {
  const query = inputValue.trim().toLowerCase();
  return options.filter((o) => o.label.toLowerCase().includes(query)).slice(0, SEARCH_SUGGESTIONS_MAX);
};

/** §2.10 search box: suggests at most 5 in-app menu links by name; Enter goes to the highlighted one. */
export function SearchUi({
  autoFocus = false,
  onNavigate,
  initialInput = '',
  initialEnter = false,
}: {
  autoFocus?: boolean;
  onNavigate?: () => void;
  /** What was typed into the light box before this one loaded (SearchBox). */
  initialInput?: string;
  /** Enter was pressed in the light box: go to the first suggestion for what was typed. */
  initialEnter?: boolean;
}) {
  const menu = useMenu();
  const navigate = useNavigate();
  // An Enter already pressed leaves for its page: the box starts empty and closed.
  const [input, setInput] = useState(initialEnter ? '' : initialInput);
  // Opened at once when it takes over typed text, so the suggestions for it show.
  const [open, setOpen] = useState(initialInput !== '' && !initialEnter);
  const options = useMemo(() => menuLinks(menu).filter((link) => !link.external), [menu]);
  const pendingEnter = useRef(initialEnter);
  useEffect(() => {
    if (!pendingEnter.current) return;
    pendingEnter.current = false;
    const [first] = suggest(options, { inputValue: initialInput });
    if (!first) return;
    onNavigate?.();
    void navigate(first.to);
  }, [options, initialInput, onNavigate, navigate]);

  return (
    <Autocomplete<MenuLink, false, false, false>
      id="search-ui"
      options={options}
      value={null}
      inputValue={input}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, option) => {
        if (!option) return;
        setInput('');
        onNavigate?.();
        void navigate(option.to);
      }}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      filterOptions={suggest}
      autoHighlight
      blurOnSelect
      clearOnBlur
      forcePopupIcon={false}
      noOptionsText="No matching page"
      sx={{ width: { xs: '100%', sm: 220, md: 280 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder="Search UI"
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search UI' },
          }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 5 } }}
        />
      )}
    />
  );
}
