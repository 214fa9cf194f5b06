import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(`${ROOT}README.md`, 'utf8');

describe('README', () => {
  it('names only files and folders of the repository as inputs and links (issue 19)', () => {
    const named = new Set<string>();
    for (const [, link] of README.matchAll(/\]\(([^)#\s]+)\)/g)) if (!/^https?:/.test(link as string)) named.add(link as string);
    for (const [path] of README.matchAll(/\b(?:examples|docs|src|test|bench|web)\/[\w./-]*[\w/]/g)) named.add(path);
    // Every file a command of the tour reads (what follows --out is written, not read).
    for (const [, block] of README.matchAll(/```sh\n([\s\S]*?)```/g)) {
      for (const line of (block as string).split('\n')) {
        const words = line.replace(/#.*$/, '').split(/\s+/);
        words.forEach((word, i) => {
          if (/\.(json|csv|txt|svg)$/.test(word) && words[i - 1] !== '--out') named.add(word);
        });
      }
    }
    expect(named.size).toBeGreaterThan(15);
    const missing = [...named].filter((path) => !existsSync(`${ROOT}${path}`));
    expect(missing).toEqual([]);
  });
});
