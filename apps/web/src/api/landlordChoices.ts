import * as userCalls from '@lease/contract/addresses/users';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './client';
import { userKeys } from './keys/userKeys';

/**
 * The landlords an admin chooses among (an import, a rent roll, a webhook, outside access): the active
 * ones by name, the first 200, one cached list for every picker.
 */
export const landlordChoices = queryOptions({
  queryKey: userKeys.landlordChoices,
  queryFn: () => apiCall(userCalls.activeLandlords, { query: { pageSize: 200, sort: 'landlordName' } }),
});
