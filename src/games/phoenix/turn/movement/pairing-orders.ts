import type { AssignmentInput } from '../../combat/duel/schema.js';
import type { PairingOrder } from '../../orders/ast.js';
import { t, type Text } from '../../reports/text.js';
import type { Character } from '../../world/schema.js';

/** What became of one KAMPF order in one character combat (P-101). */
export interface PairingNote {
  readonly realm: string;
  readonly fighter: string;
  readonly opponent: string;
  readonly used: boolean;
  readonly reason: Text;
}

export interface ChosenPairings {
  /** The explicit pairings for the battle file, or undefined: the default assignment (P-40). */
  readonly pairings?: readonly AssignmentInput[];
  readonly notes: readonly PairingNote[];
}

type Group = 'knights' | 'character';

const strongestFirst = (list: readonly Character[]): Character[] =>
  list.map((c, i) => ({ c, i })).sort((x, y) => Math.floor(y.c.gp + 1e-9) - Math.floor(x.c.gp + 1e-9) || x.i - y.i).map((x) => x.c);

/**
 * The pairings of one character combat from the attacker's KAMPF orders and the defender's
 * standing KAMPF orders (R §5.3; P-101): the attacker's choices first, in the order written, as
 * far as §5.3 allows (knights fight knights, at most `limit` strike one character, every defender
 * is engaged by one attacker before a second joins); attackers without a valid choice take the
 * default of P-40 among the defenders still unengaged, then the one with the fewest attackers;
 * defenders nobody attacks take their choice, else the default. Without any order that fits this
 * combat the default assignment is used unchanged.
 */
export function chosenPairings(
  attacker: { realm: string; characters: readonly Character[]; orders: readonly PairingOrder[] },
  defender: { realm: string; characters: readonly Character[]; orders: readonly PairingOrder[] },
  limit: number,
): ChosenPairings {
  const attackers = new Set(attacker.characters.map((c) => c.id));
  const defenders = new Set(defender.characters.map((c) => c.id));
  const ownA = attacker.orders.filter((o) => attackers.has(o.fighter) && defenders.has(o.opponent));
  const ownD = defender.orders.filter((o) => defenders.has(o.fighter) && attackers.has(o.opponent));
  if (ownA.length === 0 && ownD.length === 0) return { notes: [] };

  const knightsFight = attacker.characters.some((c) => c.knight === true) && defender.characters.some((c) => c.knight === true);
  const groupOf = (c: Character): Group => (knightsFight && c.knight === true ? 'knights' : 'character');
  const byId = new Map([...attacker.characters, ...defender.characters].map((c) => [c.id, c]));
  const notes: PairingNote[] = [];
  const note = (realm: string, o: PairingOrder, used: boolean, reason: Text) => notes.push({ realm, fighter: o.fighter, opponent: o.opponent, used, reason });

  const target = new Map<string, string>();
  const struck = new Map<string, number>();
  const count = (id: string) => struck.get(id) ?? 0;
  const entries: AssignmentInput[] = [];
  const assign = (fighter: string, opponent: string) => {
    target.set(fighter, opponent);
    struck.set(opponent, count(opponent) + 1);
    entries.push({ fighter, opponent });
  };
  const inGroup = (list: readonly Character[], group: Group) => list.filter((c) => groupOf(c) === group);

  for (const o of ownA) {
    const fighter = byId.get(o.fighter) as Character;
    const opponent = byId.get(o.opponent) as Character;
    const group = groupOf(fighter);
    if (target.has(o.fighter)) note(attacker.realm, o, false, t('hat schon einen Gegner (R §5.3)', 'already has an opponent (R §5.3)'));
    else if (group !== groupOf(opponent)) note(attacker.realm, o, false, t('Ritter kämpfen im Ritterkampf nur gegen Ritter (R §5.2)', 'knights fight only knights in the knights’ combat (R §5.2)'));
    else if (count(o.opponent) >= limit) note(attacker.realm, o, false, t(`höchstens ${limit} greifen einen Charakter an (R §5.3)`, `at most ${limit} strike one character (R §5.3)`));
    else {
      const free = inGroup(attacker.characters, group).filter((c) => !target.has(c.id) && c.id !== o.fighter).length;
      const unengaged = inGroup(defender.characters, group).filter((c) => count(c.id) === 0).length;
      if (count(o.opponent) > 0 && free < unengaged) note(attacker.realm, o, false, t('erst muss jeder Verteidiger von einem Angreifer gebunden sein (R §5.3)', 'every defender must first be engaged by one attacker (R §5.3)'));
      else {
        assign(o.fighter, o.opponent);
        note(attacker.realm, o, true, t('Paarung wie befohlen (R §5.3)', 'paired as ordered (R §5.3)'));
      }
    }
  }
  for (const group of ['knights', 'character'] as const) {
    const foes = strongestFirst(inGroup(defender.characters, group));
    for (const c of strongestFirst(inGroup(attacker.characters, group))) {
      if (target.has(c.id)) continue;
      const unengaged = foes.find((d) => count(d.id) === 0);
      const fewest = [...foes].sort((x, y) => count(x.id) - count(y.id))[0];
      const chosen = unengaged ?? fewest;
      // An attacker with nobody to strike: the default assignment decides, orders or not.
      if (chosen === undefined || count(chosen.id) >= limit) return { notes: notes.map((n) => (n.realm === attacker.realm ? { ...n, used: false, reason: t('die Paarungen ließen sich nicht bilden; Standardzuordnung (P-40)', 'the pairings could not be formed; default assignment (P-40)') } : n)) };
      assign(c.id, chosen.id);
    }
  }

  const attacked = new Set([...struck.keys()]);
  const chosenBy = new Set<string>();
  const choices: AssignmentInput[] = [];
  const load = new Map<string, number>([...target.keys()].map((id) => [id, 1]));
  for (const o of ownD) {
    const fighter = byId.get(o.fighter) as Character;
    const opponent = byId.get(o.opponent) as Character;
    if (chosenBy.has(o.fighter)) note(defender.realm, o, false, t('hat schon einen Gegner gewählt (R §5.3)', 'already chose an opponent (R §5.3)'));
    else if (attacked.has(o.fighter)) note(defender.realm, o, false, t('wird angegriffen und kämpft gegen seine Angreifer; nur nicht angegriffene Verteidiger wählen (R §5.3)', 'is attacked and fights its attackers; only defenders nobody attacks choose (R §5.3)'));
    else if (groupOf(fighter) !== groupOf(opponent)) note(defender.realm, o, false, t('Ritter kämpfen im Ritterkampf nur gegen Ritter (R §5.2)', 'knights fight only knights in the knights’ combat (R §5.2)'));
    else if ((load.get(o.opponent) ?? 0) >= limit) note(defender.realm, o, false, t(`höchstens ${limit} greifen einen Charakter an (R §5.3)`, `at most ${limit} strike one character (R §5.3)`));
    else {
      chosenBy.add(o.fighter);
      load.set(o.opponent, (load.get(o.opponent) ?? 0) + 1);
      choices.push({ fighter: o.fighter, opponent: o.opponent });
      note(defender.realm, o, true, t('nicht angegriffen: wählt den Gegner wie befohlen (R §5.3)', 'not attacked: chooses its opponent as ordered (R §5.3)'));
    }
  }
  return { pairings: [...entries, ...choices], notes };
}
