import type { MatrixCase } from './matrix-case.js';

/** The documents routes' cases. */
export const documentsCases: Record<string, MatrixCase> = {
  // Documents: another landlord's application or document must answer 404.
  'document.title': {
    input: (f) => ({ query: { appId: f.appId } }),
    crossLandlord: (f) => ({ query: { appId: f.otherAppId } }),
  },
  'document.file': {
    input: (f) => ({ query: { docId: f.docId } }),
    crossLandlord: (f) => ({ query: { docId: f.otherDocId } }),
  },
  'document.missing': {
    input: (f) => ({ query: { appId: f.appId } }),
    crossLandlord: (f) => ({ query: { appId: f.otherAppId } }),
  },
};
