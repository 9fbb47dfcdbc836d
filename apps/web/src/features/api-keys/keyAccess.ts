import { API_KEY_TEXTS, type ApiKeyRow } from '@lease/contract';

/** What a key may do, and where: "Read only; All buildings". */
export const keyAccess = (key: ApiKeyRow) => {
  const what = key.readOnly ? API_KEY_TEXTS.readOnly : API_KEY_TEXTS.fullAccess;
  const where =
    key.buildings.length === 0 ? API_KEY_TEXTS.allBuildings : key.buildings.map((b) => b.name).join(', ');
  return `${what}; ${where}`;
};
