import { isWaterTerrain } from '../world/loaded.js';
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

/**
 * RUECKZUG: an own character or wizard, one retreat hex each, a land hex (R §5.4; P-102). Whether
 * the hex is next to where the figure is beaten and free of enemy troops is known only then.
 */
export function checkRetreatOrders(check: TurnCheck): void {
  const { loaded, realm } = check;
  const named = new Set<string>();
  for (const order of check.turn.orders) {
    if (order.type !== 'retreat') continue;
    const figure = loaded.characters.get(order.figure) ?? loaded.wizards.get(order.figure);
    if (figure === undefined || figure.realm !== realm.id) check.report(order, 'unknown-figure', { id: order.figure });
    if (isWaterTerrain(loaded.terrain[loaded.placeOf.get(order.to) ?? -1])) check.report(order, 'retreat-water', { at: order.to });
    if (named.has(order.figure)) check.report(order, 'retreat-twice', { id: order.figure });
    named.add(order.figure);
  }
}
