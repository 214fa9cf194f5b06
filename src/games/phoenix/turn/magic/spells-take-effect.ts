import { t } from '../../reports/text.js';
import type { RealmStep } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

/**
 * B11, after the wizard duels: the spells of Spells II take effect, save those of wizards that lost
 * a duel — "Unterliegt der bannende Zauberer im Zauberduell so wurde der Zauberspruch zwar erfolgreich
 * gewirkt, aber es werden keine Rüstgüter gebannt" (R §1.4.3, errata 28); their ZKP stay spent.
 */
export const B11_SPELLS_TAKE_EFFECT: RealmStep = {
  id: 'B11',
  rule: 'R §1.4.1, §1.4.3, §3',
  title: t('Zaubersprüche II wirken', 'Spells II take effect'),
  run(context) {
    const { state } = context;
    for (const spell of state.pendingSpells.splice(0)) {
      if (!state.duelLosers.has(spell.wizard)) spell.apply();
      else state.emit({ code: 'spellVoid', rule: 'R §1.4.3, errata 28', audience: realmsOnly(spell.realm), data: { wizard: spell.wizard, name: spell.name, spell: spell.spell, at: state.hexAt(spell.at)?.at } });
    }
    state.duelLosers.clear();
  },
};
