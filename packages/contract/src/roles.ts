import { z } from 'zod';
import { ROLES } from './role-names.js';

export { ROLES, ROLE_LABELS, ROLE_RANK, type Role } from './role-names.js';
export const roleSchema = z.enum(ROLES);
