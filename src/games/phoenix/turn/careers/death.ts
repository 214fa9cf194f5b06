import type { Text } from '../../reports/text.js';
import type { Character, Wizard } from '../../world/schema.js';
import type { MonthContext } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

type Figure = Character | Wizard;

function findFigure(context: MonthContext, id: string): Figure | undefined {
  return context.state.loaded.characters.get(id) ?? context.state.loaded.wizards.get(id);
}

/** A figure dies: it leaves the world; its realm and those present learn it (why: German and English, or an older English-only text). */
export function killFigure(context: MonthContext, id: string, why: string | Text): void {
  const { state } = context;
  const figure = findFigure(context, id);
  if (figure === undefined) return;
  const list: Figure[] = 'rank' in figure ? state.world.characters : state.world.wizards;
  list.splice(list.indexOf(figure), 1);
  lockIdentity(context, figure);
  ('rank' in figure ? (state.loaded.characters as Map<string, Character>) : (state.loaded.wizards as Map<string, Wizard>)).delete(id);
  const present = state.armiesIn(state.place(figure.at)).map((army) => army.realm);
  state.emit({ code: 'figureKilled', rule: 'R §1.9, §5.5', audience: realmsOnly(figure.realm, ...present), data: { id, name: figure.name, realm: figure.realm, at: figure.at, ...(typeof why === 'string' ? { why } : { why: why.de, whyEn: why.en }) } });
}

/** A character or character wizard died: its player may take a new identity from the month two months on (R §1.9, errata 54; P-180). */
export function lockIdentity(context: MonthContext, figure: Character | Wizard): void {
  const { state, rules } = context;
  if (!('rank' in figure) && figure.character !== true) return;
  const realm = state.loaded.realms.get(figure.realm);
  if (realm === undefined) return;
  const from = state.world.calendar.turn + rules.tables.characterRules.identityLockMonths;
  (realm.identityLocks ??= []).push({ id: figure.id, name: figure.name, from, ...(figure.player === undefined ? {} : { player: figure.player }) });
  state.emit({ code: 'identityLock', rule: 'R §1.9, errata 54', audience: realmsOnly(figure.realm), data: { id: figure.id, name: figure.name, from, ...(figure.player === undefined ? {} : { player: figure.player }) } });
}
