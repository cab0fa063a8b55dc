import { z } from 'zod';

// Belongs in @lens/domain; kept here until the domain package exports it.
/** ADMIN passes the user-rights check and manages everything; USER sees the views granted to it. */
export const USER_ROLES = ['ADMIN', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoleSchema = z.enum(USER_ROLES);
