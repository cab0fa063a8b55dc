import { passwordRequestSchema, restoreRequestSchema } from '@lens/contracts';

// The server's own rules, so the hints and checks here cannot drift from what it accepts.
const passwordRule = passwordRequestSchema.out.shape.password;
const emailRule = restoreRequestSchema.out.shape.email;

export const MIN_PASSWORD_LENGTH = passwordRule.minLength ?? 0;
export const MAX_PASSWORD_LENGTH = passwordRule.maxLength ?? undefined;
export const MAX_EMAIL_LENGTH = emailRule.maxLength ?? undefined;

/** What is wrong with a typed email address, or null; checked before anything is sent. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (!emailRule.safeParse(email).success) return 'Enter an email address like name@company.com.';
  return null;
}

/** Takes the user to the first field a check found wrong. */
export function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
