/** What the turn editor can complete while typing: the realm's armies, places, figures and realms. */
export interface Vocabulary {
  readonly armies: readonly { readonly number: number; readonly kind: string; readonly at: string }[];
  readonly places: readonly string[];
  readonly figures: readonly { readonly id: string; readonly name: string }[];
  readonly realms: readonly { readonly id: string; readonly name: string }[];
}

export interface Suggestion {
  /** The word put in place of the one being typed. */
  readonly word: string;
  /** What it is, for the chip's label: "Krieger · 503/22", a name. */
  readonly hint: string;
}

/** The word that ends at the caret, and where it starts. */
export function wordAt(text: string, caret: number): { readonly word: string; readonly start: number } {
  let start = caret;
  while (start > 0 && !/\s/.test(text[start - 1] as string)) start--;
  return { word: text.slice(start, caret), start };
}

/** Up to `limit` completions of a word begun: numbers complete armies and places, letters figures and realms. */
export function suggestions(word: string, vocabulary: Vocabulary, kindName: (kind: string) => string, limit = 8): Suggestion[] {
  if (word === '') return [];
  const lower = word.toLowerCase();
  const found: Suggestion[] = [];
  if (/^\d/.test(word)) {
    for (const army of vocabulary.armies) if (String(army.number).startsWith(word)) found.push({ word: String(army.number), hint: `${kindName(army.kind)} · ${army.at}` });
    for (const place of vocabulary.places) if (place.startsWith(word)) found.push({ word: place, hint: '' });
  } else {
    for (const figure of vocabulary.figures) if (figure.id.toLowerCase().startsWith(lower) || figure.name.toLowerCase().startsWith(lower)) found.push({ word: figure.id, hint: figure.name });
    for (const realm of vocabulary.realms) if (realm.id.startsWith(lower) || realm.name.toLowerCase().startsWith(lower)) found.push({ word: realm.id, hint: realm.name });
  }
  // A word already complete needs no chip of itself.
  return found.filter((s) => s.word !== word).slice(0, limit);
}

/** The text with the word at the caret replaced, and where the caret goes (after the word and a space). */
export function complete(text: string, caret: number, word: string): { readonly text: string; readonly caret: number } {
  const { start } = wordAt(text, caret);
  const after = text.slice(caret);
  const spaced = `${word} `;
  return { text: `${text.slice(0, start)}${spaced}${after.replace(/^ /, '')}`, caret: start + spaced.length };
}
