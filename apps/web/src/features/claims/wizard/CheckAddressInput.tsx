import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { routes, type RouteData } from '@lease/contract';
import { apiCall } from '../../../api/client';
import { wizardQueries } from './wizardQueries';
import { problem } from './fields';
import { useWizardSetup } from './useWizardSetup';

type Suggestion = RouteData<typeof routes.claims.claimPlaces>[number];
export type PlaceAddress = RouteData<typeof routes.claims.claimPlace>;

/** The service is asked once typing pauses this long, not at every key (each call is billed). */
const TYPING_PAUSE_MS = 300;
/** The server refuses shorter input: too little to match an address. */
const MIN_INPUT = 3;

/** The value once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The mailed check's address line 1 (file 2 §5): typing offers the maps service's addresses, and
 * choosing one fills the street, city, state and ZIP code. Free text stays valid: without a configured
 * service the list is empty and the filer types the line, the ZIP code filling the city and state.
 */
export function CheckAddressInput({
  value,
  onTyped,
  onPlace,
  error,
  shown,
}: {
  value: string;
  onTyped: (address1: string) => void;
  onPlace: (place: PlaceAddress) => void;
  error?: string | undefined;
  shown: boolean;
}) {
  // Only what the filer typed is looked up: a line filled from a chosen place asks for nothing more.
  const [typed, setTyped] = useState('');
  const input = useSettled(typed.trim(), TYPING_PAUSE_MS);
  const suggestions = useQuery({
    ...wizardQueries.places(input),
    enabled: input.length >= MIN_INPUT,
    staleTime: 5 * 60_000,
    // A service that is down answers 503 at once; asking again only delays the filer's typing.
    retry: false,
    placeholderData: keepPreviousData,
  });
  const choose = async (suggestion: Suggestion) => {
    setTyped('');
    try {
      onPlace(await apiCall(routes.claims.claimPlace, { query: { placeId: suggestion.placeId } }));
    } catch {
      // The address could not be read: the filer types it, as without the service.
    }
  };
  const show = shown && Boolean(error);
  // Without a maps service nothing will be suggested: the field says so, not an empty list (issue #25).
  const suggestionsOff = useWizardSetup()?.addressSuggestions === false;
  const helper = show
    ? error
    : suggestionsOff
      ? 'Address suggestions are off: type the address, and the ZIP code fills the city and state.'
      : undefined;
  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={input.length >= MIN_INPUT ? (suggestions.data ?? []) : []}
      // The service has already matched them to the input.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.description)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.placeId)}
      value={null}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        // Only the filer's typing or clearing: a 'reset' to the chosen suggestion's label is not the
        // line, which comes from the place's address instead.
        if (reason !== 'input' && reason !== 'clear') return;
        setTyped(text);
        onTyped(text);
      }}
      onChange={(_event, chosen) => {
        if (chosen && typeof chosen !== 'string') void choose(chosen);
      }}
      renderInput={(params) => (
        <TextField {...params} label="Address line 1" error={show} helperText={helper} {...problem(show)} />
      )}
    />
  );
}
