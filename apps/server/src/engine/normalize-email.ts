const MAILTO = /^mailto:/i;
/** "?subject=..." after a mailto: link's address. */
const QUERY = /\?.*$/;
/** "[at]", "(at)", "{at}", " at " written to keep scrapers off; likewise for the dot. */
const OBFUSCATED_AT = /\s*[[({<]\s*at\s*[\])}>]\s*|\s+at\s+/gi;
const OBFUSCATED_DOT = /\s*[[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+/gi;
const SPACES = /\s+/g;
const ADDRESS = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)*\.[a-z]{2,}$/;

/**
 * An e-mail address as comparable text: case, a mailto: link's scheme and query, surrounding
 * spaces and the usual obfuscations ("reservations [at] hotel [dot] com") are not part of it.
 */
export function normalizeEmail(raw: string): string {
  let value = raw.trim().replace(MAILTO, '').replace(QUERY, '');
  if (!value.includes('@')) {
    value = value.replace(OBFUSCATED_AT, '@').replace(OBFUSCATED_DOT, '.');
  }
  return value.replace(SPACES, '').toLowerCase();
}

/** Whether a normalised value reads as one address: a mailbox, one @, a domain ending in letters. */
export function isEmailAddress(value: string): boolean {
  return ADDRESS.test(value);
}

/**
 * Mailbox words that name a department or a role, not a property: "reservations", "info",
 * "sales" (and their usual forms in the demo countries' languages).
 */
const ROLE_WORDS: ReadonlySet<string> = new Set([
  'reservations',
  'reservation',
  'reservierung',
  'reservierungen',
  'reservaciones',
  'ventas',
  'vendite',
  'verkauf',
  'reservas',
  'reserva',
  'prenotazioni',
  'reserveringen',
  'res',
  'rsvn',
  'booking',
  'bookings',
  'book',
  'info',
  'information',
  'contact',
  'contacto',
  'contatti',
  'kontakt',
  'hello',
  'hallo',
  'hola',
  'welcome',
  'enquiries',
  'enquiry',
  'inquiries',
  'inquiry',
  'sales',
  'events',
  'event',
  'meetings',
  'meeting',
  'groups',
  'mice',
  'banquets',
  'catering',
  'reception',
  'rezeption',
  'recepcion',
  'accueil',
  'frontdesk',
  'frontoffice',
  'front',
  'desk',
  'office',
  'guest',
  'guests',
  'guestservices',
  'service',
  'services',
  'concierge',
  'hotel',
  'stay',
  'mail',
  'email',
  'admin',
  'manager',
  'gm',
  'marketing',
  'spa',
  'restaurant',
  'dining',
  'fb',
  'hr',
]);

/** Mailbox parts at least this long name something; shorter ones are codes like "re" or "sb". */
const MIN_NAME_LENGTH = 4;
const MAILBOX_SEPARATOR = /[^a-z0-9]+/;

/**
 * The words of a mailbox that name a property rather than a role: "rome" in
 * "reservations.rome@chain.com", "h0001" in "h0001-re@chain.com". Empty for "info@...".
 */
export function mailboxNames(email: string): string[] {
  const mailbox = email.slice(0, email.lastIndexOf('@'));
  return mailbox
    .split(MAILBOX_SEPARATOR)
    .filter((part) => !ROLE_WORDS.has(part) && (part.length >= MIN_NAME_LENGTH || /\d/.test(part)));
}
