import { accountEmailSchema, passwordRequestSchema } from '@lens/contracts';

// The server's own rules, so the hints and limits here cannot drift from what it accepts.
const passwordRule = passwordRequestSchema.out.shape.password;

export const MIN_PASSWORD_LENGTH = passwordRule.minLength ?? 0;
export const MAX_PASSWORD_LENGTH = passwordRule.maxLength ?? undefined;
export const MAX_EMAIL_LENGTH = accountEmailSchema.in.maxLength ?? undefined;
