import { edgeName, squareName } from '../board.js';
import type { DomCommand } from '../commands.js';
import type { DomEvent } from '../events.js';
import { areaOf, type DomState } from '../state.js';
import { Colour, colourWord, count, ducats, listWords, type PlayLang } from './words.js';

const say = (lang: PlayLang, en: string, de: string): string => (lang === 'de' ? de : en);

/** What the command does, as the first sentence of the move (before its outcome). */
function deed(c: DomCommand, who: string, take: number, lang: PlayLang): string {
  const squares = (list: readonly number[]) => listWords(list.map(squareName), lang);
  switch (c.type) {
    case 'found':
      return say(lang, `${who} founds a castle on ${squareName(c.castle)} with a knight on ${squareName(c.knight)}`, `${who} gründet eine Burg auf ${squareName(c.castle)} mit einem Ritter auf ${squareName(c.knight)}`);
    case 'borders': {
      const slots = listWords(c.edges.map(edgeName), lang);
      return c.edges.length === 1 ? say(lang, `${who} places a border on ${slots}`, `${who} setzt eine Grenze auf ${slots}`) : say(lang, `${who} places borders on ${slots}`, `${who} setzt Grenzen auf ${slots}`);
    }
    case 'knights':
      return c.squares.length === 1 ? say(lang, `${who} places a knight on ${squares(c.squares)}`, `${who} setzt einen Ritter auf ${squares(c.squares)}`) : say(lang, `${who} places knights on ${squares(c.squares)}`, `${who} setzt Ritter auf ${squares(c.squares)}`);
    case 'expand':
      return say(lang, `${who} expands the domaine of ${squareName(c.castle)} onto ${squareName(c.square)}`, `${who} erweitert die Domäne von ${squareName(c.castle)} auf ${squareName(c.square)}`);
    case 'treason':
      return say(lang, `${who} attempts treason on the knight on ${squareName(c.square)}`, `${who} versucht Verrat am Ritter auf ${squareName(c.square)}`);
    case 'alliance':
      return say(lang, `${who} attempts an alliance of the domaine of ${squareName(c.castle)} with the domaine of ${squares(c.with)}`, `${who} versucht ein Bündnis der Domäne von ${squareName(c.castle)} mit der Domäne von ${squares(c.with)}`);
    case 'take-ducats':
      return say(lang, `${who} takes ${ducats(take, lang)}`, `${who} nimmt ${ducats(take, lang)}`);
    case 'special-income':
      return say(lang, `${who} rolls for special income`, `${who} würfelt um Sondereinkommen`);
    case 'free-knight':
      return c.square === null ? say(lang, `${who} places no free knight`, `${who} setzt keinen freien Ritter`) : say(lang, `${who} places the free knight on ${squareName(c.square)}`, `${who} setzt den freien Ritter auf ${squareName(c.square)}`);
    case 'merge':
      return say(lang, `${who} joins the enclosed area to the domaine of ${squareName(c.castle)}`, `${who} schließt das umschlossene Gebiet der Domäne von ${squareName(c.castle)} an`);
  }
}

/**
 * One move told as sentences: what the player did with its price and dice, what it caused
 * (knights sent home, alliances made or broken, a question for a player, domaines closed, points),
 * the next turn with its income, the end. No numbers but squares, slots, ducats, dice and points.
 */
export function moveStory(before: DomState, after: DomState, seat: number, who: string, c: DomCommand, events: readonly DomEvent[], lang: PlayLang): string[] {
  const lines: string[] = [];
  let head = deed(c, who, before.rules.prices.take, lang);
  const extras: string[] = [];
  // A price a die just named is not said twice.
  let named = -1;
  let i = 0;
  // The events of the action itself: its price, its die and what the die gave.
  for (; i < events.length; i++) {
    const e = events[i] as DomEvent;
    if (e.t === 'turn' || e.t === 'ended') break;
    if (e.t === 'action' || e.t === 'founded') continue;
    if (e.t === 'ducats') {
      // Ducats taken or rolled for are said by the first sentence and by the die.
      if (e.why === 'take' || e.why === 'special-income') continue;
      if (e.why === 'price' && -e.delta === named) continue;
      if (e.why === 'price') extras.push(say(lang, `pays ${ducats(-e.delta, lang)}`, `zahlt ${ducats(-e.delta, lang)}`));
      else extras.push(say(lang, `gains ${ducats(e.delta, lang)}`, `erhält ${ducats(e.delta, lang)}`));
    } else if (e.t === 'die') {
      if (typeof e.outcome === 'number' && e.table !== 'special-income') named = e.outcome;
      const would = e.table === 'special-income' ? null : before.rules.attemptTable[e.roll - 1];
      const outcome =
        e.outcome === 'fail'
          ? typeof would === 'number'
            ? say(lang, `the price would be ${ducats(would, lang)}, more than ${colourWord(seat, lang)} has: the attempt fails`, `der Preis wäre ${ducats(would, lang)}, mehr als ${colourWord(seat, lang)} hat: der Versuch misslingt`)
            : say(lang, 'the attempt fails', 'der Versuch misslingt')
          : e.outcome === 'knight'
            ? say(lang, 'a free knight', 'ein freier Ritter')
            : e.table === 'special-income'
              ? ducats(e.outcome, lang)
              : say(lang, `it costs ${ducats(e.outcome, lang)}`, `es kostet ${ducats(e.outcome, lang)}`);
      extras.push(say(lang, `the die shows ${e.roll}: ${outcome}`, `der Würfel zeigt ${e.roll}: ${outcome}`));
    } else if (e.t === 'knight') {
      // The knights a knights action places are said in its first sentence.
      if (e.on && (c.type === 'knights' || c.type === 'free-knight')) continue;
      // Treason: the knight taken away, then the player's own in its place (said with the first).
      if (e.on && c.type === 'treason') continue;
      if (!e.on && c.type === 'treason') lines.push(say(lang, `${Colour(e.seat, lang)}'s knight on ${squareName(e.square)} is replaced by a knight of ${colourWord(seat, lang)}.`, `Der Ritter von ${colourWord(e.seat, lang)} auf ${squareName(e.square)} wird durch einen Ritter von ${colourWord(seat, lang)} ersetzt.`));
      else if (!e.on) lines.push(say(lang, `${Colour(e.seat, lang)}'s knight on ${squareName(e.square)} goes back to ${colourWord(e.seat, lang)}'s supply.`, `Der Ritter von ${colourWord(e.seat, lang)} auf ${squareName(e.square)} geht in den Vorrat zurück.`));
      else lines.push(say(lang, `A knight of ${colourWord(e.seat, lang)} is placed on ${squareName(e.square)}.`, `Ein Ritter von ${colourWord(e.seat, lang)} wird auf ${squareName(e.square)} gesetzt.`));
    } else if (e.t === 'alliance') {
      const pair = `${squareName(e.alliance.a)} ${say(lang, 'and', 'und')} ${squareName(e.alliance.b)}`;
      lines.push(
        e.on
          ? say(lang, `The domaines of ${pair} are allied; the marker lies on ${squareName(e.alliance.marker)}.`, `Die Domänen von ${pair} sind verbündet; die Marke liegt auf ${squareName(e.alliance.marker)}.`)
          : say(lang, `The alliance of ${pair} is broken: its marker square ${squareName(e.alliance.marker)} was taken.`, `Das Bündnis von ${pair} ist gebrochen: das Feld seiner Marke, ${squareName(e.alliance.marker)}, wurde genommen.`),
      );
    } else if (e.t === 'pending' && e.pending !== null) {
      const who = Colour(e.pending.seat, lang);
      lines.push(
        e.pending.kind === 'free-knight'
          ? say(lang, `${who} may place a knight for free.`, `${who} darf einen Ritter umsonst setzen.`)
          : say(lang, `An area without castle is enclosed next to ${colourWord(e.pending.seat, lang)}'s domaines only: ${who} chooses the one it joins.`, `Ein Gebiet ohne Burg ist umschlossen und grenzt nur an Domänen von ${colourWord(e.pending.seat, lang)}: ${who} wählt, welcher es sich anschließt.`),
      );
    }
    // Borders placed or taken away are the command's own (said above) or an expansion's and a merge's outlines.
  }
  head += extras.length > 0 ? `: ${extras.join(', ')}.` : '.';
  lines.unshift(head);
  lines.push(...changes(before, after, lang));
  for (; i < events.length; i++) {
    const e = events[i] as DomEvent;
    if (e.t === 'turn' && e.turn > 0) {
      const income = events[i + 1];
      const gain = income?.t === 'ducats' && income.why === 'income' ? income.delta : 0;
      lines.push(
        gain > 0
          ? say(lang, `— Turn ${e.turn}: ${colourWord(e.seat, lang)}, who receives ${ducats(gain, lang)} income.`, `— Zug ${e.turn}: ${colourWord(e.seat, lang)}, erhält ${ducats(gain, lang)} Einkommen.`)
          : say(lang, `— Turn ${e.turn}: ${colourWord(e.seat, lang)}.`, `— Zug ${e.turn}: ${colourWord(e.seat, lang)}.`),
      );
    } else if (e.t === 'ended') {
      const why = e.result.reason === 'king' ? say(lang, 'a player reached the king token', 'ein Spieler hat das Königsfeld erreicht') : say(lang, 'every castle lies in a domaine', 'jede Burg liegt in einer Domäne');
      const winners = listWords(
        e.result.winners.map((p) => colourWord(p, lang)),
        lang,
      );
      const points = e.result.scores.map((n, p) => `${colourWord(p, lang)} ${n}`).join(', ');
      lines.push(say(lang, `The game ends: ${why}. ${e.result.winners.length > 1 ? 'Winners' : 'Winner'}: ${winners}. Points: ${points}.`, `Das Spiel endet: ${why}. ${e.result.winners.length > 1 ? 'Es gewinnen' : 'Es gewinnt'}: ${winners}. Punkte: ${points}.`));
    }
  }
  return lines;
}

/** What the move changed on the board that its events do not say in words: domaines closed or opened, points. */
function changes(before: DomState, after: DomState, lang: PlayLang): string[] {
  const lines: string[] = [];
  // While castles are founded the board is one area (or a few): nothing is closed yet.
  if (before.phase !== 'play') return lines;
  for (let q = 0; q < after.castle.length; q++) {
    const owner = after.castle[q] as number;
    if (owner < 0) continue;
    const was = before.castle[q] !== -1 && areaOf(before, q).castles.length === 1;
    const is = areaOf(after, q).castles.length === 1;
    const info = areaOf(after, q);
    if (is && !was) lines.push(say(lang, `The castle on ${squareName(q)} (${colourWord(owner, lang)}) now stands in a closed domaine: ${count(info.size, 'square', lang)}, ${count(info.value, 'point', lang)}.`, `Die Burg auf ${squareName(q)} (${colourWord(owner, lang)}) steht jetzt in einer geschlossenen Domäne: ${count(info.size, 'square', lang)}, ${count(info.value, 'point', lang)}.`));
    if (was && !is) lines.push(say(lang, `The castle on ${squareName(q)} (${colourWord(owner, lang)}) no longer stands in a domaine of its own.`, `Die Burg auf ${squareName(q)} (${colourWord(owner, lang)}) steht nicht mehr in einer eigenen Domäne.`));
  }
  const moved = after.scores.some((n, p) => n !== before.scores[p]);
  if (moved) {
    const points = after.scores.map((n, p) => {
      const delta = n - (before.scores[p] as number);
      return `${colourWord(p, lang)} ${n}${delta === 0 ? '' : ` (${delta > 0 ? '+' : ''}${delta})`}`;
    });
    lines.push(say(lang, `Points: ${points.join(', ')}.`, `Punkte: ${points.join(', ')}.`));
  }
  return lines;
}
