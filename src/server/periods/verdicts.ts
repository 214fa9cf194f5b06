import { createHash } from 'node:crypto';
import type { Problem } from '../../kernel/problems.js';
import type { TurnBody } from '../../store/index.js';

/** Verdicts kept: each is a short list of problems (a few kB at most). */
const KEEP = 4_096;

/**
 * The checker's verdicts by (world, realm, language, turn): a turn checked while it was written
 * and then handed in unchanged, or handed in again, is not checked again (issue 18: a large
 * turn's trial month costs ~100 ms of CPU). The world key changes whenever the month's world is
 * loaded anew (a correction, an evaluation), so a verdict never outlives its world. Checks of the
 * same turn that arrive together share one run; a failed run is not kept. Callers must not change
 * the problems they receive (they are shared).
 */
export class CheckVerdicts {
  private readonly kept = new Map<string, Promise<Problem[]>>();

  /** The verdict kept for this turn, or `check`'s, then kept. */
  verdict(worldKey: string, realm: string, body: TurnBody, lang: string, check: () => Promise<Problem[]>): Promise<Problem[]> {
    const key = verdictKey(worldKey, realm, body, lang);
    const hit = this.kept.get(key);
    if (hit !== undefined) {
      this.kept.delete(key); // re-inserted: the map's order is the order of last use
      this.kept.set(key, hit);
      return hit;
    }
    const running = check();
    this.kept.set(key, running);
    while (this.kept.size > KEEP) this.kept.delete(this.kept.keys().next().value as string);
    running.catch(() => {
      if (this.kept.get(key) === running) this.kept.delete(key);
    });
    return running;
  }

  /** Drops every verdict of a world (its match was corrected or evaluated). */
  forget(worldKeyPrefix: string): void {
    for (const key of [...this.kept.keys()]) if (key.startsWith(worldKeyPrefix)) this.kept.delete(key);
  }

  get size(): number {
    return this.kept.size;
  }
}

function verdictKey(worldKey: string, realm: string, body: TurnBody, lang: string): string {
  const content = body.format === 'text' ? (body.content as string) : JSON.stringify(body.content);
  const digest = createHash('sha256').update(body.format).update('\0').update(content).digest('base64url');
  return `${worldKey}\0${realm}\0${lang}\0${digest}`;
}
