import type { UnitCode } from '../data/units.js';
import type { TurnCheck } from './check-run.js';

/**
 * WEGERECHT, KUESTENRECHT, SCHENKE: realms named, rights in the state they change from, goods held
 * (R §4.1, §4.2, §3.2.2). Whether a gift reaches the receiver, and what it costs, the month decides (P-96, P-103).
 */
export function checkDiplomacy(check: TurnCheck): void {
  const { loaded, realm } = check;
  const giftable = new Set(['P', 'S', 'LKP', 'SKP', 'LKS', 'SKS']);
  for (const order of check.turn.orders) {
    if (order.type === 'right') {
      const given = check.turn.orders.filter((o) => o.type === 'right' && o.right === order.right && o.realm === order.realm);
      // Granting and revoking the same right in one turn contradict each other: both are refused (P-97).
      if (given.some((o) => o.type === 'right' && o.grant !== order.grant)) {
        check.report(order, 'right-contradiction', { realm: order.realm, right: order.right === 'wegerecht' ? 'Wegerecht' : 'Küstenrecht' });
        continue;
      }
      const other = loaded.realms.get(order.realm);
      if (other === undefined) check.report(order, 'unknown-realm', { realm: order.realm });
      else if (other.id === realm.id) check.report(order, 'right-self');
      else {
        const granted = (order.right === 'wegerecht' ? other.wegerechtFrom : other.kuestenrechtFrom)?.includes(realm.id) ?? false;
        if (granted === order.grant) check.report(order, 'right-state', { realm: other.name, right: order.right === 'wegerecht' ? 'Wegerecht' : 'Küstenrecht', granted: granted ? 1 : 0 });
      }
    }
    if (order.type !== 'gift') continue;
    const other = loaded.realms.get(order.to);
    if (other === undefined) check.report(order, 'unknown-realm', { realm: order.to });
    else if (other.id === realm.id) check.report(order, 'gift-self');
    if (order.army !== undefined) {
      const army = check.own(order, order.army);
      for (const [unit, count] of Object.entries(order.units ?? {})) {
        if (!giftable.has(unit)) check.report(order, 'gift-units', { unit });
        else if (army !== undefined && (count ?? 0) > (army[unit as UnitCode] ?? 0)) check.report(order, 'not-held', { a: army.number, unit, have: army[unit as UnitCode] ?? 0, want: count ?? 0 });
      }
      if (order.prisoners !== undefined && army !== undefined && order.prisoners > (army.cargo?.prisoners ?? 0)) check.report(order, 'cargo-not-held', { a: army.number, what: check.lang === 'de' ? 'Gefangene' : 'prisoners', have: army.cargo?.prisoners ?? 0, want: order.prisoners });
    }
    if (order.hex !== undefined && loaded.owner[loaded.placeOf.get(order.hex) ?? -1] !== realm.id) check.report(order, 'gift-hex', { at: order.hex });
  }
}
