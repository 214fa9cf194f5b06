import type { Emitter } from '../../emitter.js';
import { finishRound } from '../scoring.js';

/**
 * "De zwarte pest maakt elke oorlog onmogelijk: plaats de rondewijzer op de volgende ronde, en ga vandaar
 * verder, zonder tussenstappen (zonder inkomen etc.)" (JDA-44, JDA-45). The rest of this round is skipped
 * (events after it, the intervention, phases 7 and 8) and the end of the game is checked as after any
 * round. The next round is Peace without a vote ("elke oorlog onmogelijk") and skips phases 1–4: no income
 * (its plunder markers come off as after an income phase), no cards, no buying; its player order is drawn
 * (phase 5), so nobody is first player twice running ("Een speler kan niet twee keer achter elkaar de
 * eerste speler zijn"), and it goes on from there. Rules option `plague: "next-round"` starts the next
 * round with phase 1 instead. The marker is set aside for good ("vergeet niet, deze gebeurtenis weg te leggen").
 */
export function startPlague(em: Emitter): void {
  em.emit({ t: 'plague' });
  finishRound(em);
  if (em.over || em.rules.plague === 'next-round') return;
  const truce = em.s.peaceRounds.includes(em.s.round);
  em.emit({ t: 'status', status: 'peace', war: [], peace: [], truce, plague: true });
  if (em.s.plundered.length > 0) em.emit({ t: 'plunder-cleared' });
  em.goto('player-order');
}
