import type { MonthContext } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

/**
 * R §4.1, §4.2: "Wird das Reich von dem Reich, welches Küstengewässer/Wegeregel bekommen hat,
 * angegriffen, so wird dies automatisch entzogen." When `attacker` attacks `defender` — a melee
 * it starts, fire it orders, a conquest or plunder of the defender's land — the rights the
 * defender granted the attacker end at once; both realms learn it (P-130).
 */
export function withdrawOnAttack(context: MonthContext, attacker: string, defender: string, at: string, how: 'melee' | 'fire' | 'conquest' | 'plunder'): void {
  if (attacker === defender) return;
  const holder = context.state.loaded.realms.get(attacker);
  if (holder === undefined) return;
  const rights: string[] = [];
  for (const [key, right] of [['kuestenrechtFrom', 'kuestenrecht'], ['wegerechtFrom', 'wegerecht']] as const) {
    const list = holder[key];
    if (list === undefined || !list.includes(defender)) continue;
    const kept = list.filter((realm) => realm !== defender);
    if (kept.length === 0) delete holder[key];
    else holder[key] = kept;
    rights.push(right);
  }
  if (rights.length === 0) return;
  context.state.emit({ code: 'rightWithdrawn', rule: 'R §4.1, §4.2; P-130', audience: realmsOnly(attacker, defender), data: { rights, from: defender, to: attacker, at, how } });
}
