/**
 * Words whose change in a description does not change a fact, per language, folded (lower case,
 * no diacritics, apostrophes split off: "l'hôtel" -> "l", "hotel"): articles, pronouns,
 * prepositions of place-free meaning, conjunctions, auxiliaries, and the presentational verbs
 * channels swap ("offers" for "features"). Negations (no, not, kein, pas, sin, senza, without...),
 * numbers and place prepositions (near, opposite) are deliberately absent: a change there is a
 * changed fact. Kept small: a word missing here only makes a wording change a DISCREPANCY.
 */
const STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(
    (
      'a an the and or but also as at by for from in into of on onto to with within this that these ' +
      'those it it s is are was were be been being has have had will would can may our your their ' +
      'we you they he she his her its which who whom whose where while there here all each every ' +
      'both just very so such then than well too offers offer offering features feature featuring ' +
      'boasts boast provides provide providing includes include including welcomes welcome ' +
      'located situated set guests guest s'
    ).split(' '),
  ),
  fr: new Set(
    (
      'le la les l un une des du de d au aux a et ou mais aussi en dans sur sous par pour avec ce cet ' +
      'cette ces c son sa ses leur leurs notre nos votre vos qui que qu dont ou il elle ils elles on ' +
      'nous vous se s y est sont etait etaient sera a ont avait tres bien tout tous toute toutes ainsi ' +
      'propose proposent offre offrent dispose disposent comprend comprennent accueille situe situee ' +
      'hotes clients'
    ).split(' '),
  ),
  de: new Set(
    (
      'der die das den dem des ein eine einen einem einer eines und oder aber auch als an am auf aus ' +
      'bei beim durch fur im in ins mit nach von vom zu zum zur uber dieser diese dieses diesem diesen ' +
      'es sie er wir ihr ihre ihren ihrem ihrer sein seine seinen seinem unser unsere sich ist sind ' +
      'war waren wird werden wurde hat haben hatte sehr so sowie wie jede jeder jedes alle bietet ' +
      'bieten verfugt verfugen umfasst erwartet erwarten befindet liegt gelegen gaste gast ihnen'
    ).split(' '),
  ),
  es: new Set(
    (
      'el la los las lo un una unos unas y e o u pero tambien como a al de del en con por para desde ' +
      'sobre entre este esta estos estas ese esa su sus nuestro nuestra nuestros nuestras que quien ' +
      'cual donde se es son era eran sera ha han habia muy tan todo toda todos todas ofrece ofrecen ' +
      'dispone disponen cuenta cuentan incluye incluyen situado situada ubicado ubicada huespedes'
    ).split(' '),
  ),
  it: new Set(
    (
      'il lo la i gli le l un uno una d e ed o ma anche come a ad al allo alla ai agli alle da dal ' +
      'dallo dalla dai dagli dalle di del dello della dei degli delle dell all dall nel nello nella ' +
      'nei negli nelle nell in con su sul sullo sulla sui sugli sulle per tra fra questo questa questi ' +
      'queste suo sua suoi sue loro nostro nostra che chi cui dove si e sono era erano sara ha hanno ' +
      'aveva molto tutto tutta tutti tutte offre offrono dispone dispongono propone comprende situato ' +
      'situata ospiti'
    ).split(' '),
  ),
};

/** '&' folds to 'and' in every language, so it never counts as a changed word. */
const EVERY_LANGUAGE = new Set(['and']);

/** The primary subtag of a language key: 'en-GB' -> 'en'. */
export function primaryLanguage(tag: string): string {
  return (tag.split(/[-_]/, 1)[0] as string).toLowerCase();
}

/** True for a folded word whose change does not change a fact in `language` (a primary subtag). */
export function isStopWord(language: string, word: string): boolean {
  return EVERY_LANGUAGE.has(word) || (STOP_WORDS[language]?.has(word) ?? false);
}

/** Below this many stop-word hits a text is too short to tell its language. */
const MIN_LANGUAGE_HITS = 3;

/**
 * The language a text is written in, told by its stop words, when one language clearly leads
 * (at least 3 hits and twice the runner-up); null when it cannot tell. For texts a channel files
 * under another language's key.
 */
export function writtenLanguage(words: readonly string[]): string | null {
  let best: string | null = null;
  let bestHits = 0;
  let runnerUp = 0;
  for (const [language, stopWords] of Object.entries(STOP_WORDS)) {
    let hits = 0;
    for (const word of words) if (stopWords.has(word)) hits++;
    if (hits > bestHits) {
      runnerUp = bestHits;
      bestHits = hits;
      best = language;
    } else if (hits > runnerUp) runnerUp = hits;
  }
  return bestHits >= MIN_LANGUAGE_HITS && bestHits >= 2 * runnerUp ? best : null;
}
