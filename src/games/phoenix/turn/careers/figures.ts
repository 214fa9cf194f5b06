import { t } from '../../reports/text.js';
import type { RealmStep } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { hostile } from '../movement/geography.js';
import { regenerateWizards } from '../magic/wizards.js';

/** B2: characters regain 5 GP, wizards settle their class and regain its ZKP, up to their maximum; prisoners do not (R §1.9.1, §1.3, errata 14). */
export const B2_REGENERATION: RealmStep = {
  id: 'B2',
  rule: 'R §1.3, §1.9.1, errata 14',
  title: t('Regeneration der Zauberkraftpunkte und GP', 'Regeneration of ZKP and GP'),
  run(context, turn) {
    const { state, rules } = context;
    for (const character of state.world.characters) {
      if (character.realm !== turn.realm || character.prisonerOf !== undefined || character.gp >= character.maxGp) continue;
      const gp = Math.min(character.maxGp, Math.round((character.gp + rules.tables.characterRules.gpRegenerationPerMonth) * 10) / 10);
      state.emit({ code: 'regenerated', rule: 'R §1.9.1', audience: realmsOnly(turn.realm), data: { id: character.id, name: character.name, from: character.gp, to: gp } });
      character.gp = gp;
    }
    regenerateWizards(context, turn.realm);
  },
};

/**
 * B15: a character or wizard without an army of its realm in a hex where the realm whose turn it
 * is stands with an army is taken prisoner (R §1.9); it goes with the captor's first army there.
 */
export const B15_CAPTURE: RealmStep = {
  id: 'B15',
  rule: 'R §1.9, §5.4',
  title: t('Gefangennahme allein stehender Charaktere', 'Capture of lone characters'),
  run(context, turn) {
    const { state } = context;
    for (const figure of [...state.world.characters, ...state.world.wizards]) {
      if (figure.prisonerOf !== undefined || !hostile(state, figure.realm, turn.realm, state.place(figure.at))) continue;
      // The traders' characters are never drawn into a fight (R §6.4.1; P-280).
      if (state.loaded.realms.get(figure.realm)?.kind === 'traders') continue;
      const here = state.armiesIn(state.place(figure.at));
      const captor = here.find((army) => army.realm === turn.realm && army.aboard === undefined);
      if (captor === undefined || here.some((army) => army.realm === figure.realm)) continue;
      figure.prisonerOf = turn.realm;
      figure.army = captor.number;
      state.emit({ code: 'figureCaptured', rule: 'R §1.9', audience: realmsOnly(figure.realm, turn.realm), data: { id: figure.id, name: figure.name, realm: figure.realm, captor: turn.realm, army: captor.number, at: figure.at } });
    }
  },
};
