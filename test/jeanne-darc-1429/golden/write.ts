/**
 * Writes the golden transcripts again after a deliberate change of rules, bots or texts:
 *   npx tsx test/jeanne-darc-1429/golden/write.ts
 * then read the diff (git diff test/jeanne-darc-1429/golden) before committing it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GOLDEN, playthrough } from './playthrough.js';

for (const game of GOLDEN) {
  const file = path.join(import.meta.dirname, `${game.name}.txt`);
  writeFileSync(file, playthrough(game));
  console.log(`wrote ${file}`);
}
