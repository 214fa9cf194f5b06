import type { ArmyInput, SideInput } from '../../combat/schema.js';
import type { SITUATIONAL_ADVANTAGES } from '../../data/combat.js';
import type { Army } from '../../world/schema.js';
import type { MonthState } from '../month/state.js';

type Advantage = (typeof SITUATIONAL_ADVANTAGES)[number];

/** An army as a battle file lists it (docs/phoenix/battle-files.md). */
export function armyInput(army: Army, extra: { support?: number; advantages?: Advantage[] } = {}): ArmyInput {
  return {
    id: army.number,
    kind: army.kind,
    ...(army.K ? { K: army.K } : {}),
    ...(army.P ? { P: army.P } : {}),
    ...(army.R ? { R: army.R } : {}),
    ...(army.S ? { S: army.S } : {}),
    HF: army.HF ?? 0,
    ...(army.LKP ? { LKP: army.LKP } : {}),
    ...(army.SKP ? { SKP: army.SKP } : {}),
    ...(army.LKS ? { LKS: army.LKS } : {}),
    ...(army.SKS ? { SKS: army.SKS } : {}),
    ...(army.guard ? { guard: true } : {}),
    ...(extra.support ? { support: extra.support } : {}),
    ...(extra.advantages && extra.advantages.length > 0 ? { advantages: extra.advantages } : {}),
    ...(army.cargo?.gold ? { cargoGold: army.cargo.gold } : {}),
  };
}

/** A realm's side in a battle: its armies and the characters and wizards with them (figures named by id). */
export function sideInput(state: MonthState, realm: string, armies: readonly Army[], inputs: readonly ArmyInput[]): SideInput {
  const numbers = new Set(armies.map((army) => army.number));
  const at = armies[0]?.at;
  const withThem = <F extends { realm: string; at: string; army?: number | undefined; prisonerOf?: string | undefined }>(figures: readonly F[]) =>
    figures.filter((f) => f.realm === realm && f.prisonerOf === undefined && f.at === at && f.army !== undefined && numbers.has(f.army));
  const standard = state.loaded.realms.get(realm)?.standardTerrain;
  // A character that fought in B13 brings what it has left: its GP less the hits it took (R §5.2, §5.3; P-41).
  const characters = withThem(state.world.characters).map((c) => {
    const gp = state.characterCombat.get(c.id)?.meleeGp ?? c.gp;
    return { name: c.id, rank: c.rank, gp, maxGp: Math.max(c.maxGp, gp), ...(c.army === undefined ? {} : { army: c.army }) };
  });
  // A wizard that fought a duel in B11 brings its usable ZKP less the hits it took (R §5.3; P-41).
  const wizards = withThem(state.world.wizards).map((w) => ({ name: w.id, gp: w.gp, zkp: state.duelled.get(w.id) ?? w.zkp, class: w.class, ...(w.character ? { character: true } : {}), ...(w.army === undefined ? {} : { army: w.army }) }));
  return {
    realm,
    ...(standard === undefined || standard === 'water' ? {} : { standardTerrain: standard }),
    ...(state.loaded.realms.get(realm)?.kind === 'pirate' ? { pirate: true } : {}),
    armies: [...inputs],
    ...(characters.length > 0 ? { characters } : {}),
    ...(wizards.length > 0 ? { wizards } : {}),
  };
}
