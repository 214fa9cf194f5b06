import type { Emitter } from '../../emitter.js';
import { POWERS, type Power } from '../../powers.js';
import { openDuel } from './duel.js';
import { drawByLot, lot } from './lot.js';

/**
 * Veldslag, every lot by dice over the players in the game's power order (JDA-58): "Bij een oneven aantal
 * spelers blijft er eentje buiten de strijd (wordt door het lot bepaald)"; then the camps ("wordt geloot") —
 * the first of the rest is in the first camp and his companions are drawn, which makes every split equally
 * likely; then "Er wordt geloot wie tegen wie strijdt": each member of the first camp, in the order drawn,
 * draws his opponent from the second camp.
 */
export function startFieldBattle(em: Emitter): void {
  const players = POWERS.filter((p) => em.s.turnOrder.includes(p));
  if (players.length % 2 === 1) players.splice(lot(em, players.length, 'field battle: the player left out'), 1);
  const [head, ...rest] = players as [Power, ...Power[]];
  const size = players.length / 2;
  const first = [head, ...drawByLot(em, rest, size - 1, (i) => `field battle: camp of ${head}, companion ${i}`)];
  const second = players.filter((p) => !first.includes(p));
  const opponents = drawByLot(em, second, size, (i) => `field battle: opponent of ${first[i - 1]}`);
  const pairs = first.map((p, i) => [p, opponents[i] as Power] as [Power, Power]);
  openDuel(em, { kind: 'field', pairs, camps: [first, second], choices: {} });
}
