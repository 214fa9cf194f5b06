import type { TurnCheck } from './check-run.js';

/**
 * KAMPF: the realm's own character at liberty against a character of another realm, one choice
 * per character (R §5.3; P-101). Where the two meet is the month's to know: other realms move too.
 */
export function checkFigureOrders(check: TurnCheck): void {
  const { loaded, realm } = check;
  const chosen = new Set<string>();
  for (const order of check.turn.orders) {
    if (order.type !== 'pairing') continue;
    const fighter = loaded.characters.get(order.fighter);
    if (fighter === undefined || fighter.realm !== realm.id) {
      const wizard = loaded.wizards.get(order.fighter);
      if (wizard !== undefined && wizard.realm === realm.id) check.report(order, 'pairing-wizard', { id: order.fighter });
      else check.report(order, 'unknown-figure', { id: order.fighter });
    } else if (fighter.prisonerOf !== undefined) check.report(order, 'pairing-prisoner', { id: fighter.id, captor: fighter.prisonerOf });
    const opponent = loaded.characters.get(order.opponent);
    if (opponent === undefined || opponent.realm === realm.id) check.report(order, 'pairing-opponent', { id: order.opponent });
    if (chosen.has(order.fighter)) check.report(order, 'pairing-twice', { id: order.fighter });
    chosen.add(order.fighter);
  }
}
