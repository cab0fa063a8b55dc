import { decodeHTML } from 'entities';

// A tag starts with a letter, '/' or '!' so that "< 5 min" in prose stays text.
const TAG = /<[/!a-z][^>]*>/gi;

/** The expand link a channel's page leaves at the end of a cut text, in the demo languages. */
const READ_MORE =
  /[\s.…]*(?:read more|show more|see more|more info|lire la suite|voir plus|afficher plus|en savoir plus|mehr lesen|weiterlesen|mehr anzeigen|mehr erfahren|leer más|ver más|mostrar más|leggi di più|leggi tutto|mostra di più|mostra altro)[\s.…>»›+]*$/iu;

/**
 * A number written with thousands separators: "1,200", "1.200" (de, es, it), "1 200" and
 * "1 200" (fr, with a no-break or narrow space), "1'200" (ch). A group of exactly three digits
 * after a separator is a thousands group; "1.5 km" or "3,5 km" is not.
 */
const GROUPED_NUMBER = /(?<![\d.,])\d{1,3}(?:[,.'’\u00a0\u202f\u2009 ]\d{3})+(?!\d)/g;
const NON_DIGIT = /\D/g;

/** Longer than any label with the dots and spaces around it. */
const READ_MORE_TAIL = 48;

/**
 * Sentences a channel writes into every description it shows (Booking.com's couples rating, its
 * language line and map credit), in the demo languages: they are the channel's, not the text
 * the chain supplied, so they are not a difference to fix.
 */
const CHANNEL_SENTENCES = new RegExp(
  [
    String.raw`(?:couples|paare[n]?|les couples|a las parejas|le coppie)\b[^\n]{0,160}?(?:two-person trip|zu zweit bewertet|s[ée]jour [àa] deux|de dos personas|soggiorno di coppia)[\s.!]*`,
    String.raw`¡?(?:we speak your language|wir sprechen ihre sprache|nous parlons votre langue|hablamos (?:tu|su) idioma|parliamo la tua lingua)\s*!`,
    String.raw`[^.!?\n]*©\s*OpenStreetMap[^.!?\n]*[.!?]?`,
  ].join('|'),
  'giu',
);
/** Longer than the three sentences together. */
const CHANNEL_SENTENCES_TAIL = 480;
// Each of those sentences has one of these; plain substring tests cost a tenth of a regex scan.
const CHANNEL_SENTENCE_CUES = [
  '©',
  '!',
  'two-person',
  'zu zweit',
  'deux',
  'dos personas',
  'coppia',
];

/**
 * A description as a reader sees it: tags dropped (a <br> or <p> is a space), HTML entities
 * decoded (&amp; is '&', &eacute; is 'é'), the channel's own sentences and a trailing "Read
 * more" removed, numbers without thousands separators, outer space trimmed. Typography (quotes, dashes, bullets, no-break spaces) is
 * left to word folding, which reads it as separators.
 */
export function cleanDescription(raw: string): string {
  let text = raw;
  if (text.includes('<')) text = text.replace(TAG, ' ');
  if (text.includes('&')) text = decodeHTML(text);
  // Channels add their sentences after the text: only its end is searched.
  const added = Math.max(0, text.length - CHANNEL_SENTENCES_TAIL);
  const end = text.slice(added);
  if (CHANNEL_SENTENCE_CUES.some((cue) => end.includes(cue))) {
    text = text.slice(0, added) + end.replace(CHANNEL_SENTENCES, ' ');
  }
  text = text.replace(GROUPED_NUMBER, (number) => number.replace(NON_DIGIT, ''));
  // The label is at the very end: looking at the tail keeps the cost off long texts.
  const tail = text.length - READ_MORE_TAIL;
  if (tail <= 0) return text.replace(READ_MORE, '').trim();
  return (text.slice(0, tail) + text.slice(tail).replace(READ_MORE, '')).trim();
}
