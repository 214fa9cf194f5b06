import { UNIT_CODES, type UnitCode } from '../../data/units.js';
import type { MoveUse } from '../../movement/types.js';
import { DEFAULT_RULES } from '../../rules.js';
import { alliancesOf, type Alliances } from '../../world/alliance.js';
import { armyKey, indexWorld, makePlaceResolver, type LoadedWorld } from '../../world/loaded.js';
import type { Army, Character, Hex, Stronghold, Wall, Wizard, World } from '../../world/schema.js';
import type { Change, Counted, MonthEvent } from './events.js';
import type { PendingSpell } from '../magic/pending-spell.js';

export type EventInput = Omit<MonthEvent, 'step' | 'turnOf' | 'changes'>;

/**
 * The month's working state: a private copy of the world and the LoadedWorld indices kept in
 * sync as armies move, fight, split and die, so that the movement planner always reads the live
 * state. Every change of a counted thing goes through `adjust…`, and `emit` attaches the changes
 * made since the last event to the event it records.
 */
export class MonthState {
  readonly world: World;
  readonly loaded: LoadedWorld;
  readonly events: MonthEvent[] = [];
  /** Owners at the start of the month: building and armament need land owned then (R §1.5, §3.3). */
  readonly ownerAtStart: readonly (string | undefined)[];
  /** armyKey of armies that may not move: prisoners taken, gifts received (R §3, §5.5). */
  readonly immobile = new Set<string>();
  /** Figures in the Elemental Castle, off the board this month (P-187): their ids and players stay taken. */
  offBoard: readonly (Character | Wizard)[] = [];
  /** armyKey of armies that moved or fought their way this month (errata 17; §1.6, §3.2.2). */
  readonly moved = new Set<string>();
  /** armyKey → the hex an army last came from this turn, and whether it landed from a fleet (walls, landings in melee). */
  readonly entered = new Map<string, { readonly from: number; readonly landing: boolean }>();
  /** Place → HF armed there this month (A2; a civilian armed as commander character in B2 takes one more, R §1.9, §3.3). */
  readonly commandersArmed = new Map<string, number>();
  /** armyKey → where the army stood when the month began. */
  readonly startAt = new Map<string, string>();
  /** armyKey → ranged weapons that have fired this month: each fires once (R §5.1). */
  readonly fired = new Map<string, Partial<Record<'LKP' | 'SKP' | 'LKS' | 'SKS', number>>>();
  /** Characters that fought a character or knights' combat in this turn's B13: the GP they bring into the melee (P-41) and whether it was a knights' combat (R §5.2–5.4). */
  readonly characterCombat = new Map<string, { readonly meleeGp: number; readonly knights: boolean }>();
  /** Places of strongholds damaged by fire this month: their repair begins next month (R §1.5.12). */
  readonly damaged = new Set<string>();
  /** Cargo orders left for the end of the movement (R §4.3, errata 88; P-93). */
  readonly laterCargo = new Set<object>();
  /** Merges of armies that meet only after their moves (R §1.8 "im selben Monat auf derselben Gemark"). */
  readonly laterMerges = new Set<object>();
  /** armyKey (a figure alone: its id) → BWP and elevation points used this month: boarding (B3) counts for the landing (B8) (R §4, §1.5.1). */
  readonly movementUsed = new Map<string, MoveUse>();
  /** Wizards (ids) that cast their one spell of the month (R §1.4, §3: one spell in Spells I, II or III). */
  readonly cast = new Set<string>();
  /** Wizards (ids) that teleported this month, alone or with units: "einmal pro Monat" (R §1.3, errata 89; P-144). */
  readonly teleported = new Set<string>();
  /** Spells of Spells II waiting for the duels of B11 in this realm turn (turn/magic/spell-casts.ts). */
  readonly pendingSpells: PendingSpell[] = [];
  /** Wizards (ids) that lost a wizard duel in this realm turn's B11: their pending spell does nothing. */
  readonly duelLosers = new Set<string>();
  /** Wizards that fought a duel in this turn's B11: the ZKP they bring into the melee (P-41), and the emergency teleport after a lost melee (errata 43). */
  readonly duelled = new Map<string, number>();
  /** How many dice had been rolled when the first realm's turn began: refusals after a later roll depend on the dice (P-103). */
  rollsAtTurns: number | undefined;
  step = '';
  turnOf: string | undefined;
  private pending: Change[] = [];
  private readonly at = new Map<number, Army[]>();
  private readonly of = new Map<string, Army[]>();
  private readonly byKey = new Map<string, Army>();
  private readonly resolver = makePlaceResolver();

  /** P-70: how allies are told from enemies. */
  readonly alliances: Alliances;

  constructor(world: World, alliances: Alliances = alliancesOf(DEFAULT_RULES)) {
    this.alliances = alliances;
    this.world = structuredClone(world);
    const indexed = indexWorld(this.world);
    this.loaded = {
      ...indexed,
      armiesAt: this.at,
      armiesOf: this.of,
      army: (realm, number) => this.byKey.get(armyKey(realm, number)),
    };
    this.ownerAtStart = [...indexed.owner];
    for (const army of this.world.armies) {
      this.index(army);
      this.startAt.set(armyKey(army.realm, army.number), army.at);
      // A gift received after the realm's turn last month may not move in this month's turn (R §3; P-94).
      if (army.immobileIn === this.world.calendar.turn) this.immobile.add(armyKey(army.realm, army.number));
    }
  }

  /** Whether the army has stood where it stands since the month began, not moved (R §1.7: a siege needs a month). */
  stoodSinceStart(army: Army): boolean {
    const key = armyKey(army.realm, army.number);
    return this.startAt.get(key) === army.at && !this.moved.has(key);
  }

  /** Dense index of a place text, −1 when it is no place. */
  place(text: string): number {
    return this.loaded.placeOf.get(text) ?? this.resolver.resolve(text);
  }

  hexAt(index: number): Hex | undefined {
    return this.loaded.hexes[index];
  }

  armiesIn(index: number): readonly Army[] {
    return this.at.get(index) ?? [];
  }

  armiesOf(realm: string): readonly Army[] {
    return this.of.get(realm) ?? [];
  }

  army(realm: string, number: number): Army | undefined {
    return this.byKey.get(armyKey(realm, number));
  }

  addArmy(army: Army): void {
    this.world.armies.push(army);
    this.index(army);
  }

  /** Removes an army; figures with it stay in the hex on their own. Its units must be adjusted to 0 first. */
  removeArmy(army: Army): void {
    const remove = <K>(map: Map<K, Army[]>, key: K) => {
      const list = map.get(key);
      if (list === undefined) return;
      const i = list.indexOf(army);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) map.delete(key);
    };
    remove(this.at, this.place(army.at));
    remove(this.of, army.realm);
    this.byKey.delete(armyKey(army.realm, army.number));
    const i = this.world.armies.indexOf(army);
    if (i >= 0) this.world.armies.splice(i, 1);
    for (const figure of [...this.world.characters, ...this.world.wizards]) {
      if (figure.army === army.number && (figure.prisonerOf ?? figure.realm) === army.realm) delete figure.army;
    }
  }

  /** Moves an army with what it carries (armies aboard a fleet, figures with it). */
  moveArmy(army: Army, to: string): void {
    const from = army.at;
    if (from === to) return;
    this.relocate(army, to);
    if (army.kind === 'fleet') {
      for (const passenger of [...this.armiesIn(this.place(from))]) {
        if (passenger.realm === army.realm && passenger.aboard === army.number) this.relocate(passenger, to);
      }
    }
    for (const figure of [...this.world.characters, ...this.world.wizards]) {
      if (figure.at !== from || figure.army === undefined) continue;
      const carrier = this.army(figure.prisonerOf ?? figure.realm, figure.army);
      if (carrier !== undefined && carrier.at === to) figure.at = to;
    }
  }

  /** Changes a unit count of an army (never below 0); the change is recorded for the next event. */
  adjust(army: Army, unit: UnitCode, delta: number): void {
    if (delta === 0) return;
    const value = (army[unit] ?? 0) + delta;
    if (value < 0) throw new RangeError(`${army.realm} ${army.number}: ${unit} would fall below 0`);
    if (value === 0) delete army[unit];
    else army[unit] = value;
    this.pending.push({ realm: army.realm, item: unit, delta });
  }

  /** Sets every unit of an army to 0 (before removing it). */
  empty(army: Army): void {
    for (const unit of UNIT_CODES) this.adjust(army, unit, -(army[unit] ?? 0));
    this.adjustCargo(army, 'gold', -(army.cargo?.gold ?? 0));
    this.adjustCargo(army, 'prisoners', -(army.cargo?.prisoners ?? 0));
  }

  treasury(realm: string, delta: number): void {
    if (delta === 0) return;
    const record = this.loaded.realms.get(realm);
    if (record === undefined) return;
    if (record.treasury + delta < 0) throw new RangeError(`${realm}: the treasury would fall below 0`);
    record.treasury += delta;
    this.pending.push({ realm, item: 'treasury', delta });
  }

  /** Cargo of an army: gold (special income, R §3.2.3) or prisoners (R §4.3). */
  adjustCargo(army: Army, what: 'gold' | 'prisoners', delta: number): void {
    if (delta === 0) return;
    const cargo = army.cargo ?? { gold: 0, prisoners: 0 };
    cargo[what] += delta;
    if (cargo[what] < 0) throw new RangeError(`${army.realm} ${army.number}: cargo ${what} would fall below 0`);
    if (cargo.gold === 0 && cargo.prisoners === 0) delete army.cargo;
    else army.cargo = cargo;
    this.pending.push({ realm: army.realm, item: what === 'gold' ? 'special' : 'prisoners', delta });
  }

  /** Special income waiting in an own stronghold (R §3.2.3). */
  adjustFunds(realm: string, at: string, delta: number): void {
    if (delta === 0) return;
    const record = this.loaded.realms.get(realm);
    if (record === undefined) return;
    const funds = record.specialFunds ?? [];
    let fund = funds.find((f) => f.at === at);
    if (fund === undefined) funds.push((fund = { at, gold: 0 }));
    fund.gold += delta;
    if (fund.gold < 0) throw new RangeError(`${realm}: special funds at ${at} would fall below 0`);
    const kept = funds.filter((f) => f.gold > 0).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    if (kept.length === 0) delete record.specialFunds;
    else record.specialFunds = kept;
    this.pending.push({ realm, item: 'special', delta });
  }

  /** Records a counted change that is not an army's or a realm's field (e.g. units lost with a removed army). */
  note(realm: string, item: Counted, delta: number): void {
    if (delta !== 0) this.pending.push({ realm, item, delta });
  }

  setOwner(index: number, realm: string | undefined): void {
    const hex = this.loaded.hexes[index];
    if (hex === undefined) return;
    // Walls change hands with their hex, crews included (R §1.5.4).
    const before = this.loaded.owner[index];
    if (before !== realm) {
      for (const wall of this.world.walls) {
        if (this.place(wall.at) !== index) continue;
        if (before !== undefined) this.note(before, 'crewK', -wall.crewK);
        if (before !== undefined) this.note(before, 'crewHF', -wall.crewHF);
        if (realm !== undefined) this.note(realm, 'crewK', wall.crewK);
        if (realm !== undefined) this.note(realm, 'crewHF', wall.crewHF);
      }
    }
    if (realm === undefined) delete hex.owner;
    else hex.owner = realm;
    (this.loaded.owner as (string | undefined)[])[index] = realm;
  }

  /** Sets a wall's crew (R §1.5.4); the change counts for the owner of the hex it protects. */
  setCrew(wall: Wall, k: number, hf: number): void {
    const owner = this.loaded.owner[this.place(wall.at)];
    if (owner !== undefined) {
      this.note(owner, 'crewK', k - wall.crewK);
      this.note(owner, 'crewHF', hf - wall.crewHF);
    }
    wall.crewK = k;
    wall.crewHF = hf;
  }

  /** Removes a wall; its crew must be 0 or is lost with it (recorded). */
  removeWall(wall: Wall): void {
    this.setCrew(wall, 0, 0);
    const i = this.world.walls.indexOf(wall);
    if (i >= 0) this.world.walls.splice(i, 1);
    const walls = this.loaded.walls as Map<number, Wall>;
    for (const [key, record] of walls) if (record === wall) walls.delete(key);
  }

  addStronghold(stronghold: Stronghold): void {
    this.world.strongholds.push(stronghold);
    (this.loaded.strongholds as Map<number, Stronghold>).set(this.place(stronghold.at), stronghold);
  }

  removeStronghold(stronghold: Stronghold): void {
    const i = this.world.strongholds.indexOf(stronghold);
    if (i >= 0) this.world.strongholds.splice(i, 1);
    (this.loaded.strongholds as Map<number, Stronghold>).delete(this.place(stronghold.at));
  }

  /** Records an event of the current step with the changes made since the last one. */
  emit(event: EventInput): MonthEvent {
    const recorded: MonthEvent = {
      step: this.step,
      ...(this.turnOf === undefined ? {} : { turnOf: this.turnOf }),
      ...event,
      ...(this.pending.length > 0 ? { changes: this.pending } : {}),
    };
    this.pending = [];
    this.events.push(recorded);
    return recorded;
  }

  /** Changes not yet attached to an event: a step that leaves some is a bug the accounting test finds. */
  get unrecorded(): readonly Change[] {
    return this.pending;
  }

  private index(army: Army): void {
    const index = this.place(army.at);
    if (index >= 0) push(this.at, index, army);
    push(this.of, army.realm, army);
    this.byKey.set(armyKey(army.realm, army.number), army);
  }

  private relocate(army: Army, to: string): void {
    const list = this.at.get(this.place(army.at));
    if (list !== undefined) {
      const i = list.indexOf(army);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) this.at.delete(this.place(army.at));
    }
    army.at = to;
    const index = this.place(to);
    if (index >= 0) push(this.at, index, army);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
