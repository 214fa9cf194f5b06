// The terminal's screen: 80 columns, and a menu that fits an 80 × 24 terminal — a heading, at most
// MAX_ROWS rows of options (in columns when many are short, in pages when even columns do not
// hold them), a footer and the prompt.

export const SCREEN_WIDTH = 80;
/** Rows of options on one screen: with the status line, heading, footer and prompt a menu takes at most 24 lines. */
export const MAX_ROWS = 18;

/** One page of numbered options: its lines, the numbers it shows (`from`–`to`, 1-based) and how many pages there are. */
export interface Page {
  readonly lines: readonly string[];
  readonly from: number;
  readonly to: number;
  readonly pages: number;
}

/** Options numbered from 1, in one column while they fit, else in columns read downwards, else in pages of such columns. */
export function numbered(labels: readonly string[], page = 0, width = SCREEN_WIDTH): Page {
  const w = String(labels.length).length;
  const entries = labels.map((label, i) => `${String(i + 1).padStart(w)}. ${label}`);
  if (entries.length <= MAX_ROWS) return { lines: entries.map((e) => `  ${e}`), from: 1, to: entries.length, pages: 1 };
  const cell = Math.max(...entries.map((e) => e.length)) + 3;
  const cols = Math.max(1, Math.floor((width - 2) / cell));
  const perPage = MAX_ROWS * cols;
  const pages = Math.ceil(entries.length / perPage);
  const p = Math.min(Math.max(page, 0), pages - 1);
  const shown = entries.slice(p * perPage, (p + 1) * perPage);
  const rows = Math.ceil(shown.length / cols);
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < cols; c++) {
      const e = shown[c * rows + r];
      if (e !== undefined) cells.push(e.padEnd(cell));
    }
    lines.push(`  ${cells.join('').trimEnd()}`);
  }
  return { lines, from: p * perPage + 1, to: p * perPage + shown.length, pages };
}

/**
 * The words of a text as a line may break between them: French puts a space before ":", ";", "!",
 * "»" (and a closing "?") and after "«", where no line may break, so those go with their word.
 */
function breakable(text: string): string[] {
  const words: string[] = [];
  const parts = text.split(' ');
  parts.forEach((part, i) => {
    const last = words.length - 1;
    const glued = last >= 0 && (/^[:;!»]$/.test(part) || (part === '?' && i === parts.length - 1) || words[last] === '«');
    if (glued) words[last] = `${words[last] as string} ${part}`;
    else words.push(part);
  });
  return words;
}

/** A text broken into lines of at most `width` columns at its spaces; lines after the first indented by `indent`. */
export function wrap(text: string, width = SCREEN_WIDTH, indent = '    '): string[] {
  const lines: string[] = [];
  const lead = /^ */.exec(text)?.[0] ?? '';
  let line = lead;
  for (const word of breakable(text.slice(lead.length))) {
    const next = line.trim() === '' ? `${line}${word}` : `${line} ${word}`;
    if (visible(next).length > width && line.trim() !== '') {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

/** The text without its ANSI colour codes: what the screen shows. */
export const visible = (text: string): string => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
