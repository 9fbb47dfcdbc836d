/** The move of §7: which kind of manager each movable role goes under (the call's editType). */
export const EDIT_TYPE = { pm: 'rm', rm: 'vp', vp: 'landlord' } as const;
