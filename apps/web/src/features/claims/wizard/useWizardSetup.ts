import { useQuery } from '@tanstack/react-query';
import { wizardQueries } from './wizardQueries';

/**
 * What the wizard reads once as it opens (`GET /claim/setup`): the states of the caller's buildings,
 * listed first under State, and whether the maps service suggests the check's address. Until it
 * answers, or if it fails, every state is listed as before and the address field says nothing.
 */
export function useWizardSetup() {
  const setup = useQuery({
    ...wizardQueries.setup(),
    staleTime: 5 * 60_000,
  });
  return setup.data;
}
