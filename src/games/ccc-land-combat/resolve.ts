import type { DiceSource } from '../../kernel/dice.js';
import { Emitter, type Drafting } from '../../kernel/emitter.js';
import type { Resolved } from '../../kernel/ruleset.js';
import type { Problem } from '../../kernel/problems.js';
import { NATIVES, type SideName } from './combat-file.js';
import { bombardment, cardRefusal, extraHits, resultRow, rollTotals, takeHits, type Term } from './combat.js';
import { apply } from './apply.js';
import { commanderCandidates, defendingFleets, forces, landingFleets, other, sideOf } from './forces.js';
import { currentSlot, living, needsDecision, retreatOptions, skillOwner, slots, toWithdraw } from './flow.js';
import type { CccCommand, CccEvent, CccState, EndResult, Slot } from './state.js';
import { refusal, type Naming, type Say } from './refusals.js';

/** Each event makes a new state (the combat's state is small); later decisions read it. */
const REPLACED: Drafting<CccState, CccEvent, CccState> = { begin: (state) => state, apply, read: (state) => state };

const emitterFor = (state: CccState, dice: DiceSource) => new Emitter(REPLACED, state, dice);
type CccEmitter = Emitter<CccState, CccEvent, CccState>;

/** What the refusals of a state may name: its file's nations, leaders, fleets and areas, its tables' units, cards and actions. */
const naming = (state: CccState): Naming => ({ file: state.file, tables: state.tables });

/** Declaration: who commands, which fleet units land, which fleets bombard (6.6.3 and notes). */
function checkDeclare(state: CccState, c: Extract<CccCommand, { type: 'declare' }>): Problem[] {
  const file = state.file;
  const named = naming(state);
  const out: Problem[] = [];
  const candidates = commanderCandidates(file);
  const commander = c.commander ?? null;
  if (commander === null) {
    if (candidates.some((x) => !x.allied)) out.push(refusal('commander-required', named, (say) => say.commanderRequired(), 'commander'));
  } else {
    const avatar = file.avatars.find((a) => a.id === commander);
    const candidate = candidates.find((x) => x.avatar.id === commander);
    if (avatar === undefined) out.push(refusal('unknown-avatar', named, (say, n) => say.unknownAvatar(n.q(commander)), 'commander'));
    else if (avatar.embarked !== null) out.push(refusal('embarked-leader', named, (say) => say.embarkedLeader(avatar.name), 'commander'));
    else if (candidate === undefined) out.push(refusal('not-eligible', named, (say) => say.notEligible(avatar.name), 'commander'));
    else if (candidate.allied && c.allyConsents !== true) out.push(refusal('no-consent', named, (say) => say.noConsent(avatar.name), 'allyConsents'));
  }
  const landing = landingFleets(file);
  for (const [fleetId, ids] of Object.entries(c.land ?? {})) {
    const fleet = file.fleets.find((f) => f.id === fleetId);
    if (fleet === undefined) out.push(refusal('unknown-fleet', named, (say, n) => say.noFleet(n.q(fleetId)), `land.${fleetId}`));
    else if (!landing.includes(fleetId)) {
      out.push(refusal('no-landing', named, (say) => say.noLanding(), `land.${fleetId}`));
    } else {
      ids.forEach((id, i) => {
        const unit = fleet.units.find((u) => u.id === id);
        if (file.avatars.some((a) => a.id === id && a.embarked === fleetId)) out.push(refusal('leader-landing', named, (say) => say.leaderLanding(), `land.${fleetId}[${i}]`));
        else if (unit === undefined) out.push(refusal('unknown-unit', named, (say, n) => say.notCarried(fleet.name, n.q(id)), `land.${fleetId}[${i}]`));
        else if (ids.indexOf(id) !== i) out.push(refusal('duplicate', named, (say, n) => say.unitTwice(`${n.unit(unit.type)} ${n.q(id)}`), `land.${fleetId}[${i}]`));
      });
    }
  }
  const bombarding = defendingFleets(file);
  (c.bombard ?? []).forEach((id, i) => {
    if (!bombarding.includes(id)) out.push(refusal('no-bombard', named, (say, n) => say.noBombard(n.fleet(id)), `bombard[${i}]`));
  });
  return out;
}

export function checkCommand(state: CccState, seat: string, command: CccCommand): Problem[] {
  const slot = currentSlot(state);
  const named = naming(state);
  if (!state.awaiting || slot.side === null) return [refusal('not-your-turn', named, (say) => say.combatOver())];
  const seatSide = state.rules.seating === 'one' ? (seat === 'both' ? slot.side : null) : seat;
  const side = slot.side;
  if (seatSide !== side) return [refusal('not-your-turn', named, (say) => say.notYourTurn(side, say.kind[slot.kind] ?? slot.kind, slot.step))];
  const wrong = (expected: keyof Say['expected']): Problem[] => [refusal('wrong-command', named, (say) => say.wrongCommand(side, say.expected[expected]), 'type')];
  switch (slot.kind) {
    case 'declare':
      return command.type === 'declare' ? checkDeclare(state, command) : wrong('declare');
    case 'cards': {
      if (command.type !== 'cards') return wrong('cards');
      const nation = skillOwner(state, side);
      const hand = state.hands[nation ?? ''] ?? [];
      const out: Problem[] = [];
      command.cards.forEach((id, i) => {
        const card = state.tables.cards.find((c) => c.id === id);
        const where = `cards[${i}]`;
        if (card === undefined || !hand.includes(id)) out.push(refusal('not-in-hand', named, (say, n) => say.notInHand(n.card(id), nation === null || nation === NATIVES ? null : n.nation(nation)), where));
        else if (command.cards.indexOf(id) !== i) out.push(refusal('duplicate', named, (say, n) => say.cardTwice(n.card(id)), where));
        else {
          const refused = cardRefusal(card, side, slot.step, state.file, state.rules.reactionCards, state.lcdr !== null);
          if (refused !== null) out.push(refusal(refused, named, (say, n) => say.cardRule(n.card(id), say.cardReason[refused as keyof Say['cardReason']] ?? refused), where));
        }
      });
      return out;
    }
    case 'free': {
      if (command.type === 'end-free-actions') return [];
      if (command.type !== 'free-action') return wrong('free');
      const action = command.action;
      // CCC-11: never embark at the start of a land combat (6.6.3 notes).
      if (action === 'embark') return [refusal('no-embark', named, (say) => say.noEmbark(), 'action')];
      if (!state.tables.freeActions.some((a) => a.id === action)) {
        return [refusal('unknown-action', named, (say, n) => say.unknownAction(n.q(action), n.options(state.tables.freeActions.map((a) => ({ id: a.id, name: a.name[n.lang] })))), 'action')];
      }
      if (state.freeActions.includes(action)) return [refusal('already-taken', named, (say, n) => say.alreadyTaken(n.q(n.action(action))), 'action')];
      return [];
    }
    case 'charge':
      return command.type === 'charge' ? [] : wrong('charge');
    case 'siege':
      return command.type === 'siege' ? [] : wrong('siege');
    case 'roll':
      return command.type === 'roll' ? [] : wrong('roll');
    case 'retreat': {
      if (command.type !== 'retreat') return wrong('retreat');
      const options = retreatOptions(state, side);
      const to = command.to;
      return options.includes(to) ? [] : [refusal('no-retreat-there', named, (say, n) => say.noRetreatThere(n.place(to), n.options(options.map((id) => ({ id, name: n.place(id) })))), 'to')];
    }
    default:
      return [refusal('not-your-turn', named, (say) => say.nothingToDecide())];
  }
}

/** The chart modifiers, cards and bombardment of each side's LC DR. */
export function rollTerms(state: CccState): Record<SideName, Term[]> {
  const file = state.file;
  const colony = file.landArea.colony;
  const defendedColony = colony !== null && colony.owner === file.defender;
  const bomb = bombardment(file, state.tables, state.bombard, state.units);
  const terms: Record<SideName, Term[]> = { attacker: [], defender: [] };
  for (const side of ['attacker', 'defender'] as const) {
    const owner = skillOwner(state, side);
    const advisors = owner === null ? [] : (file.nations[owner]?.advisors ?? []);
    for (const m of state.tables.modifiers) {
      if ((m.side === 'attacker' || m.side === 'defender') && m.side !== side) continue;
      let holds = false;
      if (m.when === 'cavalry-charge') holds = state.charge[side] === true;
      else if (m.when === 'siege-bonus') holds = side === 'attacker' && state.siege === true;
      else if (m.when === 'fortress' || m.when === 'citadel') holds = side === 'defender' && defendedColony && colony.fortification === m.when;
      else holds = advisors.includes(m.when.slice('advisor:'.length));
      if (holds) terms[side].push({ id: m.id, value: m.value });
    }
    if (bomb[side] > 0) terms[side].push({ id: 'bombardment', value: bomb[side] });
  }
  for (const p of state.played) {
    for (const id of p.cards) {
      const e = state.tables.cards.find((c) => c.id === id)?.effect;
      if (e?.kind === 'modifier') terms[p.side].push({ id: `card:${id}`, value: e.value });
      if (e?.kind === 'opponent-modifier') terms[other(p.side)].push({ id: `card:${id}`, value: e.value });
    }
  }
  return terms;
}

/** Hits a side's reduce-hits cards take off, played in the windows up to `step`. */
function reduction(state: CccState, side: SideName, fromStep: number, toStep: number): number {
  return state.played
    .filter((p) => p.side === side && p.step >= fromStep && p.step <= toStep)
    .flatMap((p) => p.cards)
    .reduce((sum, id) => {
      const e = state.tables.cards.find((c) => c.id === id)?.effect;
      return sum + (e?.kind === 'reduce-hits' ? e.value : 0);
    }, 0);
}

/** The attacking avatar's or defending commander's combat factor; a fleet or the natives add none (CCC-17). */
function leaderFactor(state: CccState, side: SideName): number {
  const id = side === 'attacker' ? (state.file.attacker.avatar ?? null) : state.commander;
  return state.file.avatars.find((a) => a.id === id)?.factor ?? 0;
}

function declare(em: CccEmitter, commander: string | null, allied: boolean, landed: { fleet: string; unit: string }[], bombard: string[]): void {
  const s = em.s;
  const units = forces(s.file, s.tables, s.rules.nativesMerge, commander, landed);
  em.emit({ type: 'declared', commander, allied, landed, bombard, units });
  // CCC-10: without garrison, royal regiment or any defending unit the area is overrun without a LC DR.
  if (s.file.defender !== NATIVES && units.defender.length === 0) em.emit({ type: 'overrun', loser: s.file.defender });
}

function rollLcdr(em: CccEmitter): void {
  const s = em.s;
  const d = (side: SideName): [number, number] => {
    const by = side;
    return [em.dice.roll('W6', `LC DR ${side}`, by), em.dice.roll('W6', `LC DR ${side}`, by)];
  };
  const dice = { attacker: d('attacker'), defender: d('defender') };
  const firearms = s.file.natives?.firearms ?? false;
  const totals = rollTotals(
    s.tables,
    { units: s.units, leader: { attacker: leaderFactor(s, 'attacker'), defender: leaderFactor(s, 'defender') }, terms: rollTerms(s) },
    { attacker: s.file.attacker.side === NATIVES && firearms, defender: s.file.defender === NATIVES && firearms },
    dice,
  );
  const difference = totals.attacker.total - totals.defender.total;
  const row = resultRow(s.tables, difference);
  const reduced = { attacker: Math.min(row.attackerHits, reduction(s, 'attacker', 1, 4)), defender: Math.min(row.defenderHits, reduction(s, 'defender', 1, 4)) };
  const hits = { attacker: row.attackerHits - reduced.attacker, defender: row.defenderHits - reduced.defender };
  em.emit({
    type: 'lcdr',
    attacker: totals.attacker,
    defender: totals.defender,
    difference,
    winner: row.winner,
    hits,
    reduced,
    eliminated: { attacker: takeHits(s.tables, s.units.attacker, hits.attacker), defender: takeHits(s.tables, s.units.defender, hits.defender) },
  });
}

/** A die that picks uniformly among n choices: the smallest die with at least n faces, rolled again above n. */
function pick(dice: DiceSource, n: number, purpose: string): number {
  const die = n <= 6 ? 'W6' : n <= 20 ? 'W20' : 'W%';
  for (;;) {
    const v = dice.roll(die, purpose, 'natives');
    if (v <= n) return v;
  }
}

function retreat(em: CccEmitter, side: SideName, to: string | null, roll?: number): void {
  const s = em.s;
  const w = toWithdraw(s, side);
  const captured = to === null ? w.avatars.flatMap((id) => s.file.avatars.find((a) => a.id === id)?.carrying ?? []) : [];
  em.emit({ type: 'retreat', side, to, units: w.units, avatars: w.avatars, captured, ...(roll === undefined ? {} : { roll }) });
}

function autoRetreat(em: CccEmitter, side: SideName): void {
  const s = em.s;
  const w = toWithdraw(s, side);
  if (w.units.length === 0 && w.avatars.length === 0) return;
  const options = retreatOptions(s, side);
  if (options.length === 0) return retreat(em, side, null);
  // Natives retreat to a random adjacent land area that is not a colony (notes).
  if (options.length === 1) return retreat(em, side, options[0] ?? null);
  const roll = pick(em.dice, options.length, 'natives retreat');
  retreat(em, side, options[roll - 1] ?? null, roll);
}

/** Step 6 (notes): extra hits (CCC-15), glory and the failed action (CCC-16), re-embarking and a losing fleet (CCC-17). */
function end(em: CccEmitter): void {
  const s = em.s;
  const file = s.file;
  const winner = s.winner ?? 'attacker';
  const loser = other(winner);
  const medic = (side: SideName): boolean => {
    const owner = skillOwner(s, side);
    return owner !== null && (file.nations[owner]?.advisors ?? []).includes('medic');
  };
  const extra = s.lcdr === null ? { attacker: 0, defender: 0 } : extraHits(s.tables, s.units, { attacker: medic('attacker'), defender: medic('defender') });
  const after = { attacker: Math.max(0, extra.attacker - reduction(s, 'attacker', 5, 6)), defender: Math.max(0, extra.defender - reduction(s, 'defender', 5, 6)) };
  const eliminated = { attacker: takeHits(s.tables, living(s, 'attacker'), after.attacker), defender: takeHits(s.tables, living(s, 'defender'), after.defender) };
  const gone = new Set([...s.eliminated, ...eliminated.attacker, ...eliminated.defender]);
  const winnerNation = sideOf(file, winner);
  const loserNation = sideOf(file, loser);
  const glory: EndResult['glory'][number][] = [];
  if (winnerNation !== NATIVES) glory.push({ nation: winnerNation, change: 1, reason: 'won' });
  if (winnerNation === NATIVES && loserNation !== NATIVES) glory.push({ nation: loserNation, change: -1, reason: 'beaten-by-natives' });
  const fleets = new Map<string, string[]>();
  for (const u of [...s.units.attacker, ...s.units.defender]) {
    if (u.from === 'fleet' && u.fleet !== undefined && !gone.has(u.id)) fleets.set(u.fleet, [...(fleets.get(u.fleet) ?? []), u.id]);
  }
  let natives: EndResult['natives'] = null;
  if (winnerNation === NATIVES && file.natives !== null) {
    const colony = file.landArea.colony;
    const lost = colony !== null && colony.owner === loserNation ? colony : null;
    const destroyed = lost === null ? [] : lost.expansions.filter((x) => x !== 'road');
    const fortified = lost !== null && lost.fortification !== 'none';
    natives = { destroyed: fortified ? [...destroyed, lost.fortification] : destroyed, firearms: file.natives.firearms || fortified, cavalry: true };
  }
  const trigger = file.attacker.trigger;
  em.emit({
    type: 'end',
    extraHits: after,
    eliminated,
    glory,
    reembarked: [...fleets.entries()].map(([fleet, units]) => ({ fleet, units })),
    fleetsKept: loser === 'attacker' ? (file.attacker.fleet === undefined ? [] : [file.attacker.fleet]) : [...new Set([...s.landed.map((l) => l.fleet), ...s.bombard])],
    natives,
    action: trigger === undefined ? null : { name: trigger.action, nation: trigger.nation, succeeded: winner === 'defender', awardsGiveGlory: winner === 'defender' },
  });
}

/** Resolves what needs no decision, slot after slot, until a seat must decide or the combat is over. */
function proceed(em: CccEmitter): void {
  for (;;) {
    const list = slots(em.s);
    const next = em.s.cursor + 1;
    const slot: Slot | undefined = list[next];
    if (slot === undefined) return;
    if (slot.kind === 'over') return em.emit({ type: 'cursor', cursor: next, awaiting: false });
    if (needsDecision(em.s, slot)) return em.emit({ type: 'cursor', cursor: next, awaiting: true });
    em.emit({ type: 'cursor', cursor: next, awaiting: false });
    autoResolve(em, slot);
  }
}

function autoResolve(em: CccEmitter, slot: Slot): void {
  const s = em.s;
  switch (slot.kind) {
    case 'declare': {
      const candidates = commanderCandidates(s.file).filter((c) => !c.allied);
      declare(em, candidates[0]?.avatar.id ?? null, false, [], []);
      return;
    }
    case 'retreat':
      if (slot.side !== null) autoRetreat(em, slot.side);
      return;
    case 'end':
      return end(em);
    default:
      return;
  }
}

export function resolveCommand(state: CccState, _seat: string, command: CccCommand, dice: DiceSource): Resolved<CccState, CccEvent> {
  const em = emitterFor(state, dice);
  const slot = currentSlot(state);
  const side = slot.side ?? 'attacker';
  let stay = false;
  switch (command.type) {
    case 'declare': {
      const landed = Object.entries(command.land ?? {}).flatMap(([fleet, ids]) => ids.map((unit) => ({ fleet, unit })));
      const commander = command.commander ?? null;
      const allied = commander !== null && commanderCandidates(state.file).some((c) => c.allied && c.avatar.id === commander);
      declare(em, commander, allied, landed, command.bombard ?? []);
      break;
    }
    case 'cards':
      em.emit({ type: 'cards', step: slot.step, side, nation: skillOwner(state, side) ?? '', cards: command.cards });
      break;
    case 'free-action':
      em.emit({ type: 'free-action', action: command.action });
      stay = true;
      break;
    case 'end-free-actions':
      break;
    case 'charge':
      em.emit({ type: 'charge', side, announce: command.announce });
      break;
    case 'siege':
      em.emit({ type: 'siege', announce: command.announce });
      break;
    case 'roll':
      rollLcdr(em);
      break;
    case 'retreat':
      retreat(em, side, command.to);
      break;
  }
  if (!stay) proceed(em);
  return em.finish();
}

/** From setup on: everything before the first decision. */
export function start(state: CccState, dice: DiceSource): CccState {
  const em = emitterFor({ ...state, cursor: -1 }, dice);
  proceed(em);
  return em.s;
}
