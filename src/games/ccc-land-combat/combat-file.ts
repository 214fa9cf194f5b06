import { z } from 'zod';
import { InputError, type Problem } from '../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../kernel/validation.js';
import { GARRISON, ROYAL_REGIMENT, type Tables } from './data/tables.js';
import { refusal, type Namer, type Naming, type Say } from './refusals.js';
import { NATIVES } from './words.js';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an id: lower-case letters, digits and hyphens');
const unit = z.strictObject({ id, type: id });
export const sideSchema = z.enum(['attacker', 'defender']);
/** The natives are a side of their own, not a nation of the nations list (defined with the words every text shares). */
export { NATIVES };

const cardsPerStep = z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6']), z.array(id));

/** What the players decide, for resolving a file without asking (CLI, odds); a table asks instead. */
export const choicesSchema = z.strictObject({
  commander: id.optional(),
  allyConsents: z.boolean().optional(),
  land: z.record(id, z.array(id)).optional(),
  bombard: z.array(id).optional(),
  freeActions: z.array(id).optional(),
  cards: z.strictObject({ attacker: cardsPerStep.optional(), defender: cardsPerStep.optional() }).optional(),
  cavalryCharge: z.strictObject({ attacker: z.boolean().optional(), defender: z.boolean().optional() }).optional(),
  siegeBonus: z.boolean().optional(),
  retreat: z.strictObject({ attacker: z.string().optional(), defender: z.string().optional() }).optional(),
});

export const combatFileSchema = z.strictObject({
  $schema: z.string().optional(),
  title: z.string().optional(),
  /** basic, veteran or expert game: the siege bonus exists outside the basic game only (step 3). */
  game: z.enum(['basic', 'veteran', 'expert']),
  attacker: z.strictObject({
    side: id,
    /** The attacking leader (avatar) in the land area. */
    avatar: id.optional(),
    /** A fleet initiating the land combat counts as a leader (2.3.7.3.a). */
    fleet: id.optional(),
    /** The failed action that made the natives attack, e.g. "COL DR", and the nation whose action failed. */
    trigger: z.strictObject({ action: z.string().min(1), nation: id }).optional(),
  }),
  defender: id,
  landArea: z.strictObject({
    id,
    name: z.string().min(1),
    controlMarker: id.nullable(),
    colony: z
      .strictObject({
        name: z.string().min(1),
        owner: id,
        garrison: z.number().int().min(0),
        royalRegiments: z.number().int().min(0),
        fortification: z.enum(['none', 'fortress', 'citadel']),
        port: z.boolean(),
        navalBase: z.boolean(),
        expansions: z.array(z.string().min(1)),
      })
      .nullable(),
    adjacent: z.array(z.strictObject({ id, name: z.string().min(1), controlledBy: id.nullable(), colony: z.boolean() })),
  }),
  nations: z.record(id, z.strictObject({ name: z.string().min(1).max(60).optional(), cards: z.array(id), advisors: z.array(id), glory: z.number().int() })),
  alliances: z.array(z.tuple([id, id])),
  hostilities: z.array(z.tuple([id, id])),
  avatars: z.array(
    z.strictObject({
      id,
      name: z.string().min(1),
      nation: id,
      factor: z.number().int().min(0),
      units: z.array(unit),
      /** The fleet it is loaded on, or null when it stands in the land area. */
      embarked: id.nullable(),
      carrying: z.array(z.string().min(1)),
    }),
  ),
  fleets: z.array(z.strictObject({ id, name: z.string().min(1), nation: id, ships: z.array(id).min(1), units: z.array(unit) })),
  natives: z
    .strictObject({
      name: z.string().min(1),
      firearms: z.boolean(),
      /** Natives may field cavalry after their first win. */
      cavalry: z.boolean(),
      armies: z.array(z.strictObject({ id, units: z.array(unit).min(1) })).min(1),
    })
    .nullable(),
  choices: choicesSchema.optional(),
});

export type CombatFile = z.output<typeof combatFileSchema>;
export type Choices = z.output<typeof choicesSchema>;
export type Unit = CombatFile['avatars'][number]['units'][number];
export type Avatar = CombatFile['avatars'][number];
export type Fleet = CombatFile['fleets'][number];
export type SideName = z.output<typeof sideSchema>;

export function allied(file: CombatFile, a: string, b: string): boolean {
  return a !== b && file.alliances.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export function hostile(file: CombatFile, a: string, b: string): boolean {
  if (a === NATIVES || b === NATIVES) return a !== b;
  return !allied(file, a, b) && file.hostilities.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Cross-checks the rules of 6.6.3 and the file's references; each problem names its JSON path, its texts name nations, leaders and units in each language. */
export function checkCombatFile(file: CombatFile, tables: Tables): Problem[] {
  const problems: Problem[] = [];
  const named: Naming = { file, tables };
  const add = (code: string, where: string, word: (say: Say, n: Namer) => string): void => void problems.push(refusal(code, named, word, where));
  const nation = (value: string | null, where: string, allowNatives = false): void => {
    if (value === null || (allowNatives && value === NATIVES)) return;
    if (!(value in file.nations)) add('unknown-nation', where, (say, n) => say.unknownNation(n.q(value)));
  };
  const ids = new Map<string, string>();
  const unique = (value: string, where: string): void => {
    const before = ids.get(value);
    if (before !== undefined) add('duplicate', where, (say, n) => say.idUsed(n.q(value), before));
    else ids.set(value, where);
  };
  const units = (list: readonly Unit[], where: string, native: boolean): void => {
    list.forEach((u, i) => {
      unique(u.id, `${where}[${i}].id`);
      const type = tables.units[u.type];
      const at = `${where}[${i}].type`;
      if (type === undefined) add('unknown-unit', at, (say, n) => say.unknownUnitType(n.q(u.type), n.options(Object.entries(tables.units).map(([id, t]) => ({ id, name: t.name[n.lang] })))));
      else if (type.native !== native) add('wrong-unit', at, (say, n) => (native ? say.notNativeUnit(n.unit(u.type)) : say.nativeUnit(n.unit(u.type))));
      else if (u.type === GARRISON || u.type === ROYAL_REGIMENT) add('colony-unit', at, (say, n) => say.colonyUnit(n.unit(u.type)));
      else if (native && type.cavalry && file.natives?.cavalry === false) add('native-cavalry', at, (say) => say.nativeCavalry());
    });
  };

  Object.entries(file.nations).forEach(([name, n]) => {
    if (name === NATIVES) add('reserved', `nations.${name}`, (say) => say.reserved());
    n.cards.forEach((card, i) => {
      if (!tables.cards.some((c) => c.id === card)) add('unknown-card', `nations.${name}.cards[${i}]`, (say, w) => say.unknownCard(w.q(card)));
    });
  });
  file.alliances.forEach(([a, b], i) => {
    nation(a, `alliances[${i}][0]`);
    nation(b, `alliances[${i}][1]`);
    if (a === b) add('self', `alliances[${i}]`, (say) => say.selfAlly());
  });
  file.hostilities.forEach(([a, b], i) => {
    nation(a, `hostilities[${i}][0]`);
    nation(b, `hostilities[${i}][1]`);
    if (a === b) add('self', `hostilities[${i}]`, (say) => say.selfHostile());
    if (allied(file, a, b)) add('allied-and-hostile', `hostilities[${i}]`, (say, n) => say.alliedAndHostile(n.nation(a), n.nation(b)));
  });

  const area = file.landArea;
  const marker = (say: Say, n: Namer): string => (area.controlMarker === null ? say.noMarker : n.nation(area.controlMarker));
  nation(area.controlMarker, 'landArea.controlMarker');
  if (area.colony !== null) {
    nation(area.colony.owner, 'landArea.colony.owner');
    if (area.colony.owner !== area.controlMarker) add('colony-owner', 'landArea.colony.owner', (say, n) => say.colonyOwner(marker(say, n)));
  }
  area.adjacent.forEach((a, i) => {
    unique(a.id, `landArea.adjacent[${i}].id`);
    nation(a.controlledBy, `landArea.adjacent[${i}].controlledBy`);
  });

  file.fleets.forEach((f, i) => {
    unique(f.id, `fleets[${i}].id`);
    nation(f.nation, `fleets[${i}].nation`);
    f.ships.forEach((s, j) => {
      if (!(s in tables.ships)) add('unknown-ship', `fleets[${i}].ships[${j}]`, (say, n) => say.unknownShip(n.q(s), n.options(Object.entries(tables.ships).map(([id, t]) => ({ id, name: t.name[n.lang] })))));
    });
    units(f.units, `fleets[${i}].units`, false);
  });
  file.avatars.forEach((a, i) => {
    unique(a.id, `avatars[${i}].id`);
    nation(a.nation, `avatars[${i}].nation`);
    units(a.units, `avatars[${i}].units`, false);
    if (a.embarked !== null) {
      const embarked = a.embarked;
      const fleet = file.fleets.find((f) => f.id === embarked);
      if (fleet === undefined) add('unknown-fleet', `avatars[${i}].embarked`, (say, n) => say.fleetNotInFile(n.q(embarked)));
      else if (fleet.nation !== a.nation) add('foreign-fleet', `avatars[${i}].embarked`, (say, n) => say.foreignFleetLeader(a.name, n.nation(a.nation), fleet.name, n.nation(fleet.nation)));
    }
  });
  file.natives?.armies.forEach((army, i) => {
    unique(army.id, `natives.armies[${i}].id`);
    units(army.units, `natives.armies[${i}].units`, true);
  });

  // Who attacks and who defends (6.6.3, CCC-2).
  const atk = file.attacker;
  nation(atk.side, 'attacker.side', true);
  nation(file.defender, 'defender', true);
  if (atk.side === NATIVES) {
    if (file.natives === null) add('no-natives', 'attacker.side', (say) => say.noNativesAttack());
    const trigger = atk.trigger;
    if (trigger === undefined) add('no-trigger', 'attacker.trigger', (say) => say.noTrigger());
    else {
      nation(trigger.nation, 'attacker.trigger.nation');
      if (file.defender !== trigger.nation) add('wrong-defender', 'defender', (say, n) => say.wrongDefenderTrigger(n.nation(trigger.nation)));
    }
    if (atk.avatar !== undefined || atk.fleet !== undefined) add('native-leader', 'attacker', (say) => say.nativeLeader());
  } else {
    if (atk.trigger !== undefined) add('trigger', 'attacker.trigger', (say) => say.trigger());
    if ((atk.avatar === undefined) === (atk.fleet === undefined)) add('attacking-leader', 'attacker', (say) => say.attackingLeader());
    if (atk.avatar !== undefined) {
      const id = atk.avatar;
      const a = file.avatars.find((x) => x.id === id);
      if (a === undefined) add('unknown-avatar', 'attacker.avatar', (say, n) => say.avatarNotInFile(n.q(id)));
      else {
        if (a.nation !== atk.side) add('foreign-avatar', 'attacker.avatar', (say, n) => say.foreignAvatar(a.name, n.nation(a.nation), n.nation(atk.side)));
        if (a.embarked !== null) add('embarked-attacker', 'attacker.avatar', (say) => say.embarkedAttacker(a.name));
      }
    }
    if (atk.fleet !== undefined) {
      const id = atk.fleet;
      const f = file.fleets.find((x) => x.id === id);
      if (f === undefined) add('unknown-fleet', 'attacker.fleet', (say, n) => say.fleetNotInFile(n.q(id)));
      else if (f.nation !== atk.side) add('foreign-fleet', 'attacker.fleet', (say, n) => say.foreignFleet(f.name, n.nation(f.nation), n.nation(atk.side)));
    }
    // "The attacker must pick the owner of a hostile territory"; natives defend where there is no control marker.
    if (area.controlMarker !== null) {
      if (file.defender !== area.controlMarker) add('wrong-defender', 'defender', (say, n) => say.wrongDefenderOwner(marker(say, n)));
    } else if (file.defender !== NATIVES) {
      add('wrong-defender', 'defender', (say) => say.wrongDefenderNatives());
    }
  }
  if (file.defender === NATIVES && file.natives === null) add('no-natives', 'defender', (say) => say.noNativesDefend());
  if (atk.side === file.defender) add('same-side', 'defender', (say) => say.sameSide());
  else if (!hostile(file, atk.side, file.defender)) add('not-hostile', 'defender', (say, n) => say.notHostile(n.nation(atk.side), n.nation(file.defender)));
  return problems;
}

/** Validates parsed JSON as a combat file; throws an InputError naming every problem's JSON path. */
export function parseCombatFile(json: unknown, tables: Tables, source?: string): CombatFile {
  const file = parseWith(combatFileSchema, json, source);
  const problems = checkCombatFile(file, tables);
  if (problems.length > 0) throw new InputError(problems, source);
  return file;
}

export function parseCombatText(text: string, tables: Tables, source?: string): CombatFile {
  return parseCombatFile(parseJsonText(text, source), tables, source);
}
