
/** ANSI styling for the terminal; plain text when colour is off (NO_COLOR, not a terminal). */
export interface Paint {
  readonly on: boolean;
  tribe(tribe: number, text: string): string;
  bold(text: string): string;
  dim(text: string): string;
  good(text: string): string;
  bad(text: string): string;
  legion(text: string): string;
}

/** Tribe colours of data.md: blue, white, green, black (shown grey), orange. */
const TRIBE_CODES = ['34', '97', '32', '90', '38;5;208'];

/** Colour when the output is a terminal and NO_COLOR is not set (https://no-color.org); FORCE_COLOR forces it. */
export function colourWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

export function paint(on: boolean): Paint {
  const wrap = (code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
  return {
    on,
    tribe: (tribe, text) => wrap(TRIBE_CODES[tribe] ?? '0', text),
    bold: (text) => wrap('1', text),
    dim: (text) => wrap('2', text),
    good: (text) => wrap('32;1', text),
    bad: (text) => wrap('31;1', text),
    legion: (text) => wrap('31', text),
  };
}

