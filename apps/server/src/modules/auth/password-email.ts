import type { PasswordPurpose } from '@lens/contracts';
import type { MailMessage } from '../mail/mailer.ts';

const WORDING: Record<
  PasswordPurpose,
  { subject: string; intro: string; action: string; closing: string; consequence?: string }
> = {
  restore: {
    subject: 'Restore your ListingLens password',
    intro: 'We received a request to restore the password of your ListingLens account.',
    action: 'Choose a new password',
    closing: 'If you did not ask for this, ignore this email: your password stays as it is.',
    consequence:
      'Choosing a new password signs you out everywhere and revokes your personal API tokens: create new ones for your scripts afterwards.',
  },
  create: {
    subject: 'Create your ListingLens password',
    intro: 'An account on ListingLens, the listing-accuracy dashboard, has been created for you.',
    action: 'Choose your password',
    closing: 'If you did not expect this, ignore this email.',
  },
};

/** The email carrying a password link, in plain text and simple HTML. */
export function passwordEmail(options: {
  to: string;
  name: string;
  purpose: PasswordPurpose;
  link: string;
  validFor: string;
}): MailMessage {
  const { subject, intro, action, closing, consequence } = WORDING[options.purpose];
  const validity = `The link works once and expires in ${options.validFor}.`;
  const text = [
    `Hello ${options.name},`,
    intro,
    `${action} here:\n${options.link}`,
    ...(consequence ? [consequence] : []),
    validity,
    closing,
  ].join('\n\n');
  const html = [
    `<p>Hello ${escapeHtml(options.name)},</p>`,
    `<p>${intro}</p>`,
    `<p><a href="${escapeHtml(options.link)}">${action}</a></p>`,
    ...(consequence ? [`<p>${consequence}</p>`] : []),
    `<p>${validity}<br>${closing}</p>`,
  ].join('\n');
  return { to: options.to, subject, text: `${text}\n`, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
