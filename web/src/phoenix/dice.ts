/** Real dice as the game master types them ("3 17 5"); empty means the match's generator. */
export function parseDice(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  return parts.map((part) => {
    const value = Number(part);
    if (!Number.isInteger(value)) throw new Error(`"${part}" is not a die roll (a whole number)`);
    return value;
  });
}
