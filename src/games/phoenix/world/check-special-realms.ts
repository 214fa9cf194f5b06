import { num } from '../reports/text.js';
import { TRADERS, unitsRp } from '../data/traders.js';
import type { CheckContext } from './check-context.js';
import type { Realm } from './schema.js';

/** Invaders and the invaders with special rules (R §6.5–6.7); the traders and the creatures are neither. */
export function isInvaderKind(kind: Realm['kind']): boolean {
  return kind === 'invader' || kind === 'pirate' || kind === 'undead';
}

/**
 * The traders of Audvacar and the hostile creatures (R §6.4.1, §6.3.2; P-280…P-283): one traders'
 * realm, whose goods are its stock on Audvacar (no armies, no land), at most 100,000 RP; trade cards
 * within the consortium's 120; the creatures' realm holds creatures only.
 */
export function checkSpecialRealms(context: CheckContext): void {
  const { world, report } = context;
  const traders = world.realms.filter((realm) => realm.kind === 'traders').map((realm) => realm.id);
  if (traders.length > 1) report('realms', 'traders-twice', `one realm of traders plays on Audvacar (R §6.4.1); found ${traders.join(', ')}`);
  const kindOf = new Map(world.realms.map((realm) => [realm.id, realm.kind]));
  const pending = world.realms.reduce((sum, realm) => sum + (realm.deliveries ?? []).reduce((n, d) => n + unitsRp(d.units), 0), 0);
  world.realms.forEach((realm, i) => {
    const where = `realms[${i}]`;
    if (realm.stock !== undefined && realm.kind !== 'traders') report(`${where}.stock`, 'stock-not-traders', `only the traders hold goods on Audvacar (R §6.4.1); ${realm.id} is ${realm.kind}`);
    if (realm.stockArriving !== undefined && realm.kind !== 'traders') report(`${where}.stockArriving`, 'stock-not-traders', `only the traders receive goods on Audvacar (R §6.4.1); ${realm.id} is ${realm.kind}`);
    // Goods on their way through the portals count too: they come back when they cannot be delivered (P-281); so do goods sold to the traders (P-286).
    const arriving = (realm.stockArriving ?? []).reduce((n, a) => n + unitsRp(a.units), 0);
    const held = realm.kind === 'traders' ? unitsRp(realm.stock ?? {}) + pending + arriving : unitsRp(realm.stock ?? {});
    if (held > TRADERS.stockRp) {
      report(`${where}.stock`, 'stock-full', `the traders' goods on Audvacar, with those on their way through the portals, hold at most ${num(TRADERS.stockRp, 'en')} RP (R §6.4.1); these hold ${num(held, 'en')}`);
    }
    realm.deliveries?.forEach((delivery, j) => context.place(delivery.post, `${where}.deliveries[${j}].post`));
    const cards = new Set<string>();
    realm.tradeCards?.forEach((held, j) => {
      if (cards.has(held.card)) report(`${where}.tradeCards[${j}].card`, 'duplicate-card', `the card "${held.card}" is listed twice`);
      cards.add(held.card);
    });
    const total = (realm.tradeCards ?? []).reduce((sum, held) => sum + held.count, 0);
    if (realm.kind === 'traders' && total > TRADERS.cardsMax) report(`${where}.tradeCards`, 'trade-cards-max', `the consortium holds at most ${TRADERS.cardsMax} trade cards (R §6.4.1); ${total} listed`);
  });
  world.armies.forEach((army, i) => {
    const kind = kindOf.get(army.realm);
    if (kind === 'traders') report(`armies[${i}]`, 'traders-army', 'the traders neither move nor use their goods: they are their stock on Audvacar (R §6.4.1; P-280)');
    if (kind === 'creatures' && army.creature === undefined) report(`armies[${i}].creature`, 'creatures-only', 'the realm of hostile creatures holds creatures only (R §6.3.2; P-283)');
  });
  world.wizards.forEach((wizard, i) => {
    if (kindOf.get(wizard.realm) === 'creatures' && wizard.creature === undefined) report(`wizards[${i}].creature`, 'creatures-only', 'the realm of hostile creatures holds creatures only (R §6.3.2; P-283)');
  });
  world.characters.forEach((character, i) => {
    if (kindOf.get(character.realm) === 'creatures') report(`characters[${i}]`, 'creatures-only', 'the realm of hostile creatures holds creatures only (R §6.3.2; P-283)');
  });
  world.strongholds.forEach((stronghold, i) => {
    const kind = stronghold.owner === undefined ? undefined : kindOf.get(stronghold.owner);
    if (kind === 'traders' || kind === 'creatures') report(`strongholds[${i}].owner`, 'no-land', `${stronghold.owner} holds no land or strongholds (R §6.3.2, §6.4.1)`);
  });
  world.hexes.forEach((hex, i) => {
    const kind = hex.owner === undefined ? undefined : kindOf.get(hex.owner);
    if (kind === 'traders' || kind === 'creatures') report(`hexes[${i}].owner`, 'no-land', `${hex.owner} holds no land or strongholds (R §6.3.2, §6.4.1)`);
  });
}
