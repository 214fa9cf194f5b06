import { z } from 'zod';
import { InputError, type Problem } from '../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../kernel/validation.js';
import { GARRISON, ROYAL_REGIMENT, type Tables } from './data/tables.js';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an id: lower-case letters, digits and hyphens');
const unit = z.strictObject({ id, type: id });
export const sideSchema = z.enum(['attacker', 'defender']);
/** The natives are a side of their own, not a nation of the nations list. */
export const NATIVES = 'natives';

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

/** Cross-checks the rules of 6.6.3 and the file's references; each problem names its JSON path. */
export function checkCombatFile(file: CombatFile, tables: Tables): Problem[] {
  const problems: Problem[] = [];
  const add = (code: string, where: string, message: string): void => void problems.push({ code, message, where });
  const nation = (value: string | null, where: string, allowNatives = false): void => {
    if (value === null || (allowNatives && value === NATIVES)) return;
    if (!(value in file.nations)) add('unknown-nation', where, `nation "${value}" is not in nations`);
  };
  const ids = new Map<string, string>();
  const unique = (value: string, where: string): void => {
    const before = ids.get(value);
    if (before !== undefined) add('duplicate', where, `id "${value}" is already used at ${before}`);
    else ids.set(value, where);
  };
  const units = (list: readonly Unit[], where: string, native: boolean): void => {
    list.forEach((u, i) => {
      unique(u.id, `${where}[${i}].id`);
      const type = tables.units[u.type];
      if (type === undefined) add('unknown-unit', `${where}[${i}].type`, `unit type "${u.type}" is not in the tables (${Object.keys(tables.units).join(', ')})`);
      else if (type.native !== native) add('wrong-unit', `${where}[${i}].type`, native ? `"${u.type}" is not a native unit` : `"${u.type}" is a native unit`);
      else if (u.type === GARRISON || u.type === ROYAL_REGIMENT) add('colony-unit', `${where}[${i}].type`, `"${u.type}" belongs to a colony (landArea.colony), not to an army or fleet`);
      else if (native && type.cavalry && file.natives?.cavalry === false) add('native-cavalry', `${where}[${i}].type`, 'natives field cavalry only after their first win (natives.cavalry)');
    });
  };

  Object.entries(file.nations).forEach(([name, n]) => {
    if (name === NATIVES) add('reserved', `nations.${name}`, '"natives" is the natives\' side, not a nation');
    n.cards.forEach((card, i) => {
      if (!tables.cards.some((c) => c.id === card)) add('unknown-card', `nations.${name}.cards[${i}]`, `card "${card}" is not in the tables`);
    });
  });
  file.alliances.forEach(([a, b], i) => {
    nation(a, `alliances[${i}][0]`);
    nation(b, `alliances[${i}][1]`);
    if (a === b) add('self', `alliances[${i}]`, 'a nation can not ally with itself');
  });
  file.hostilities.forEach(([a, b], i) => {
    nation(a, `hostilities[${i}][0]`);
    nation(b, `hostilities[${i}][1]`);
    if (a === b) add('self', `hostilities[${i}]`, 'a nation can not be hostile to itself');
    if (allied(file, a, b)) add('allied-and-hostile', `hostilities[${i}]`, `"${a}" and "${b}" are allied`);
  });

  const area = file.landArea;
  nation(area.controlMarker, 'landArea.controlMarker');
  if (area.colony !== null) {
    nation(area.colony.owner, 'landArea.colony.owner');
    if (area.colony.owner !== area.controlMarker) add('colony-owner', 'landArea.colony.owner', `the colony's owner must hold the land area's control marker ("${String(area.controlMarker)}")`);
  }
  area.adjacent.forEach((a, i) => {
    unique(a.id, `landArea.adjacent[${i}].id`);
    nation(a.controlledBy, `landArea.adjacent[${i}].controlledBy`);
  });

  file.fleets.forEach((f, i) => {
    unique(f.id, `fleets[${i}].id`);
    nation(f.nation, `fleets[${i}].nation`);
    f.ships.forEach((s, j) => {
      if (!(s in tables.ships)) add('unknown-ship', `fleets[${i}].ships[${j}]`, `ship type "${s}" is not in the tables (${Object.keys(tables.ships).join(', ')})`);
    });
    units(f.units, `fleets[${i}].units`, false);
  });
  file.avatars.forEach((a, i) => {
    unique(a.id, `avatars[${i}].id`);
    nation(a.nation, `avatars[${i}].nation`);
    units(a.units, `avatars[${i}].units`, false);
    if (a.embarked !== null) {
      const fleet = file.fleets.find((f) => f.id === a.embarked);
      if (fleet === undefined) add('unknown-fleet', `avatars[${i}].embarked`, `fleet "${a.embarked}" is not in fleets`);
      else if (fleet.nation !== a.nation) add('foreign-fleet', `avatars[${i}].embarked`, `a leader of ${a.nation} can not be on the fleet of ${fleet.nation}`);
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
    if (file.natives === null) add('no-natives', 'attacker.side', 'natives attack, but the file has no natives');
    if (atk.trigger === undefined) add('no-trigger', 'attacker.trigger', 'natives initiate a land combat after a failed action of a nation: name it (action and nation)');
    else {
      nation(atk.trigger.nation, 'attacker.trigger.nation');
      if (file.defender !== atk.trigger.nation) add('wrong-defender', 'defender', `natives attack the nation whose action failed ("${atk.trigger.nation}")`);
    }
    if (atk.avatar !== undefined || atk.fleet !== undefined) add('native-leader', 'attacker', 'natives attack without an avatar or fleet');
  } else {
    if (atk.trigger !== undefined) add('trigger', 'attacker.trigger', 'only natives attack after a failed action');
    if ((atk.avatar === undefined) === (atk.fleet === undefined)) add('attacking-leader', 'attacker', 'name exactly one attacking avatar or fleet');
    if (atk.avatar !== undefined) {
      const i = file.avatars.findIndex((a) => a.id === atk.avatar);
      const a = file.avatars[i];
      if (a === undefined) add('unknown-avatar', 'attacker.avatar', `avatar "${atk.avatar}" is not in avatars`);
      else {
        if (a.nation !== atk.side) add('foreign-avatar', 'attacker.avatar', `avatar "${a.id}" is of ${a.nation}, not of ${atk.side}`);
        if (a.embarked !== null) add('embarked-attacker', 'attacker.avatar', `avatar "${a.id}" is on a fleet; a fleet attacks as a leader itself (attacker.fleet)`);
      }
    }
    if (atk.fleet !== undefined) {
      const f = file.fleets.find((x) => x.id === atk.fleet);
      if (f === undefined) add('unknown-fleet', 'attacker.fleet', `fleet "${atk.fleet}" is not in fleets`);
      else if (f.nation !== atk.side) add('foreign-fleet', 'attacker.fleet', `fleet "${f.id}" is of ${f.nation}, not of ${atk.side}`);
    }
    // "The attacker must pick the owner of a hostile territory"; natives defend where there is no control marker.
    if (area.controlMarker !== null) {
      if (file.defender !== area.controlMarker) add('wrong-defender', 'defender', `the defender is the owner of the land area ("${area.controlMarker}", its control marker)`);
    } else if (file.defender !== NATIVES) {
      add('wrong-defender', 'defender', 'a land area without a control marker is defended by its natives ("natives")');
    }
  }
  if (file.defender === NATIVES && file.natives === null) add('no-natives', 'defender', 'natives defend, but the file has no natives');
  if (atk.side === file.defender) add('same-side', 'defender', 'attacker and defender must differ');
  else if (!hostile(file, atk.side, file.defender)) add('not-hostile', 'defender', `${atk.side} and ${file.defender} are not hostile (hostilities, alliances): land combat is only against hostile nations`);
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
