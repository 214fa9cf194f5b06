/** A word of an order line and the 1-based column where it starts. */
export interface Token {
  readonly text: string;
  readonly column: number;
}

/** Comments run from `#`, `//` or `;` to the end of the line. */
export function stripComment(line: string): string {
  const match = /#|\/\/|;/.exec(line);
  return match === null ? line : line.slice(0, match.index);
}

export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\S+/g;
  for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) tokens.push({ text: match[0], column: match.index + 1 });
  return tokens;
}

/** Keywords compare without case and with umlauts written either way: "Rüste" = "RUESTE". */
export function normalizeWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
}
