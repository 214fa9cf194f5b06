import { edgeName, squareName } from '../board.js';
import type { DomCommand } from '../commands.js';
import type { DomEvent } from '../events.js';
import { areaOf, type DomState } from '../state.js';
import { andWord, Colour, colourWord, count, ducats, listWords, num, type PlayLang } from './words.js';

/** The sentence in the language: English, German, Dutch, French (the fief and the rule text's terms). */
const say = (lang: PlayLang, en: string, de: string, nl: string, fr: string): string => ({ en, de, nl, fr })[lang];

/** What the command does, as the first sentence of the move (before its outcome). */
function deed(c: DomCommand, who: string, take: number, lang: PlayLang): string {
  const squares = (list: readonly number[]) => listWords(list.map(squareName), lang);
  switch (c.type) {
    case 'found':
      return say(lang, `${who} founds a castle on ${squareName(c.castle)} with a knight on ${squareName(c.knight)}`, `${who} gründet eine Burg auf ${squareName(c.castle)} mit einem Ritter auf ${squareName(c.knight)}`, `${who} sticht een kasteel op ${squareName(c.castle)} met een ridder op ${squareName(c.knight)}`, `${who} fonde un château en ${squareName(c.castle)} avec un chevalier en ${squareName(c.knight)}`);
    case 'borders': {
      const slots = listWords(c.edges.map(edgeName), lang);
      return c.edges.length === 1 ? say(lang, `${who} places a border on ${slots}`, `${who} setzt eine Grenze auf ${slots}`, `${who} plaatst een grens op ${slots}`, `${who} place une frontière en ${slots}`) : say(lang, `${who} places borders on ${slots}`, `${who} setzt Grenzen auf ${slots}`, `${who} plaatst grenzen op ${slots}`, `${who} place des frontières en ${slots}`);
    }
    case 'knights':
      return c.squares.length === 1 ? say(lang, `${who} places a knight on ${squares(c.squares)}`, `${who} setzt einen Ritter auf ${squares(c.squares)}`, `${who} plaatst een ridder op ${squares(c.squares)}`, `${who} place un chevalier en ${squares(c.squares)}`) : say(lang, `${who} places knights on ${squares(c.squares)}`, `${who} setzt Ritter auf ${squares(c.squares)}`, `${who} plaatst ridders op ${squares(c.squares)}`, `${who} place des chevaliers en ${squares(c.squares)}`);
    case 'expand':
      return say(lang, `${who} expands the domaine of ${squareName(c.castle)} onto ${squareName(c.square)}`, `${who} erweitert die Domäne von ${squareName(c.castle)} auf ${squareName(c.square)}`, `${who} breidt het domein van ${squareName(c.castle)} uit naar ${squareName(c.square)}`, `${who} étend le fief de ${squareName(c.castle)} en ${squareName(c.square)}`);
    case 'treason':
      return say(lang, `${who} attempts treason on the knight on ${squareName(c.square)}`, `${who} versucht Verrat am Ritter auf ${squareName(c.square)}`, `${who} probeert verraad bij de ridder op ${squareName(c.square)}`, `${who} tente une trahison du chevalier en ${squareName(c.square)}`);
    case 'alliance':
      return say(
        lang,
        `${who} attempts an alliance of the domaine of ${squareName(c.castle)} with the domaine of ${squares(c.with)}`,
        `${who} versucht ein Bündnis der Domäne von ${squareName(c.castle)} mit der Domäne von ${squares(c.with)}`,
        `${who} probeert een bondgenootschap van het domein van ${squareName(c.castle)} met het domein van ${squares(c.with)}`,
        `${who} tente une alliance du fief de ${squareName(c.castle)} avec le fief de ${squares(c.with)}`,
      );
    case 'take-ducats':
      return say(lang, `${who} takes ${ducats(take, lang)}`, `${who} nimmt ${ducats(take, lang)}`, `${who} neemt ${ducats(take, lang)}`, `${who} prend ${ducats(take, lang)}`);
    case 'special-income':
      return say(lang, `${who} rolls for special income`, `${who} würfelt um Sondereinkommen`, `${who} gooit voor speciaal inkomen`, `${who} lance le dé pour un revenu spécial`);
    case 'free-knight':
      return c.square === null ? say(lang, `${who} places no free knight`, `${who} setzt keinen freien Ritter`, `${who} plaatst geen gratis ridder`, `${who} ne place aucun chevalier gratuit`) : say(lang, `${who} places the free knight on ${squareName(c.square)}`, `${who} setzt den freien Ritter auf ${squareName(c.square)}`, `${who} plaatst de gratis ridder op ${squareName(c.square)}`, `${who} place le chevalier gratuit en ${squareName(c.square)}`);
    case 'merge':
      return say(lang, `${who} joins the enclosed area to the domaine of ${squareName(c.castle)}`, `${who} schließt das umschlossene Gebiet der Domäne von ${squareName(c.castle)} an`, `${who} voegt het ingesloten gebied bij het domein van ${squareName(c.castle)}`, `${who} rattache la zone fermée au fief de ${squareName(c.castle)}`);
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
      if (e.why === 'price') extras.push(say(lang, `pays ${ducats(-e.delta, lang)}`, `zahlt ${ducats(-e.delta, lang)}`, `betaalt ${ducats(-e.delta, lang)}`, `paie ${ducats(-e.delta, lang)}`));
      else extras.push(say(lang, `gains ${ducats(e.delta, lang)}`, `erhält ${ducats(e.delta, lang)}`, `ontvangt ${ducats(e.delta, lang)}`, `reçoit ${ducats(e.delta, lang)}`));
    } else if (e.t === 'die') {
      if (typeof e.outcome === 'number' && e.table !== 'special-income') named = e.outcome;
      const would = e.table === 'special-income' ? null : before.rules.attemptTable[e.roll - 1];
      const outcome =
        e.outcome === 'fail'
          ? typeof would === 'number'
            ? say(
                lang,
                `the price would be ${ducats(would, lang)}, more than ${colourWord(seat, lang)} has: the attempt fails`,
                `der Preis wäre ${ducats(would, lang)}, mehr als ${colourWord(seat, lang)} hat: der Versuch misslingt`,
                `de prijs zou ${ducats(would, lang)} zijn, meer dan ${colourWord(seat, lang)} heeft: de poging mislukt`,
                `le coût serait de ${ducats(would, lang)}, plus que ce qu’a ${colourWord(seat, lang)} : la tentative échoue`,
              )
            : say(lang, 'the attempt fails', 'der Versuch misslingt', 'de poging mislukt', 'la tentative échoue')
          : e.outcome === 'knight'
            ? say(lang, 'a free knight', 'ein freier Ritter', 'een gratis ridder', 'un chevalier gratuit')
            : e.table === 'special-income'
              ? ducats(e.outcome, lang)
              : say(lang, `it costs ${ducats(e.outcome, lang)}`, `es kostet ${ducats(e.outcome, lang)}`, `het kost ${ducats(e.outcome, lang)}`, `cela coûte ${ducats(e.outcome, lang)}`);
      extras.push(say(lang, `the die shows ${e.roll}: ${outcome}`, `der Würfel zeigt ${e.roll}: ${outcome}`, `de dobbelsteen toont ${e.roll}: ${outcome}`, `le dé donne ${e.roll} : ${outcome}`));
    } else if (e.t === 'knight') {
      // The knights a knights action places are said in its first sentence.
      if (e.on && (c.type === 'knights' || c.type === 'free-knight')) continue;
      // Treason: the knight taken away, then the player's own in its place (said with the first).
      if (e.on && c.type === 'treason') continue;
      if (!e.on && c.type === 'treason') lines.push(
          say(
            lang,
            `${Colour(e.seat, lang)}'s knight on ${squareName(e.square)} is replaced by a knight of ${colourWord(seat, lang)}.`,
            `Der Ritter von ${colourWord(e.seat, lang)} auf ${squareName(e.square)} wird durch einen Ritter von ${colourWord(seat, lang)} ersetzt.`,
            `De ridder van ${colourWord(e.seat, lang)} op ${squareName(e.square)} wordt vervangen door een ridder van ${colourWord(seat, lang)}.`,
            `Le chevalier ${colourWord(e.seat, lang)} en ${squareName(e.square)} est remplacé par un chevalier ${colourWord(seat, lang)}.`,
          ),
        );
      else if (!e.on)
        lines.push(
          say(
            lang,
            `${Colour(e.seat, lang)}'s knight on ${squareName(e.square)} goes back to ${colourWord(e.seat, lang)}'s supply.`,
            `Der Ritter von ${colourWord(e.seat, lang)} auf ${squareName(e.square)} geht in den Vorrat zurück.`,
            `De ridder van ${colourWord(e.seat, lang)} op ${squareName(e.square)} gaat terug naar de voorraad.`,
            `Le chevalier ${colourWord(e.seat, lang)} en ${squareName(e.square)} retourne à la réserve.`,
          ),
        );
      else lines.push(say(lang, `A knight of ${colourWord(e.seat, lang)} is placed on ${squareName(e.square)}.`, `Ein Ritter von ${colourWord(e.seat, lang)} wird auf ${squareName(e.square)} gesetzt.`, `Een ridder van ${colourWord(e.seat, lang)} wordt op ${squareName(e.square)} geplaatst.`, `Un chevalier ${colourWord(e.seat, lang)} est placé en ${squareName(e.square)}.`));
    } else if (e.t === 'alliance') {
      const pair = `${squareName(e.alliance.a)} ${andWord(lang)} ${squareName(e.alliance.b)}`;
      lines.push(
        e.on
          ? say(
              lang,
              `The domaines of ${pair} are allied; the marker lies on ${squareName(e.alliance.marker)}.`,
              `Die Domänen von ${pair} sind verbündet; die Marke liegt auf ${squareName(e.alliance.marker)}.`,
              `De domeinen van ${pair} zijn bondgenoten; het fiche ligt op ${squareName(e.alliance.marker)}.`,
              `Les fiefs de ${pair} sont alliés ; le marqueur est en ${squareName(e.alliance.marker)}.`,
            )
          : say(
              lang,
              `The alliance of ${pair} is broken: its marker square ${squareName(e.alliance.marker)} was taken.`,
              `Das Bündnis von ${pair} ist gebrochen: das Feld seiner Marke, ${squareName(e.alliance.marker)}, wurde genommen.`,
              `Het bondgenootschap van ${pair} is verbroken: het veld van zijn fiche, ${squareName(e.alliance.marker)}, is genomen.`,
              `L’alliance de ${pair} est brisée : la case de son marqueur, ${squareName(e.alliance.marker)}, a été prise.`,
            ),
      );
    } else if (e.t === 'pending' && e.pending !== null) {
      const who = Colour(e.pending.seat, lang);
      lines.push(
        e.pending.kind === 'free-knight'
          ? say(lang, `${who} may place a knight for free.`, `${who} darf einen Ritter umsonst setzen.`, `${who} mag gratis een ridder plaatsen.`, `${who} peut placer un chevalier gratuitement.`)
          : say(
              lang,
              `An area without castle is enclosed next to ${colourWord(e.pending.seat, lang)}'s domaines only: ${who} chooses the one it joins.`,
              `Ein Gebiet ohne Burg ist umschlossen und grenzt nur an Domänen von ${colourWord(e.pending.seat, lang)}: ${who} wählt, welcher es sich anschließt.`,
              `Een gebied zonder kasteel is ingesloten en grenst alleen aan domeinen van ${colourWord(e.pending.seat, lang)}: ${who} kiest bij welk domein het komt.`,
              `Une zone sans château est fermée et ne touche que des fiefs ${colourWord(e.pending.seat, lang)} : ${who} choisit celui qu’elle rejoint.`,
            ),
      );
    }
    // Borders placed or taken away are the command's own (said above) or an expansion's and a merge's outlines.
  }
  head += extras.length > 0 ? `${lang === 'fr' ? ' : ' : ': '}${extras.join(', ')}.` : '.';
  lines.unshift(head);
  lines.push(...changes(before, after, lang));
  for (; i < events.length; i++) {
    const e = events[i] as DomEvent;
    if (e.t === 'turn' && e.turn > 0) {
      const income = events[i + 1];
      const gain = income?.t === 'ducats' && income.why === 'income' ? income.delta : 0;
      lines.push(
        gain > 0
          ? say(
              lang,
              `— Turn ${e.turn}: ${colourWord(e.seat, lang)}, who receives ${ducats(gain, lang)} income.`,
              `— Zug ${e.turn}: ${colourWord(e.seat, lang)}, erhält ${ducats(gain, lang)} Einkommen.`,
              `— Beurt ${num(e.turn, lang)}: ${colourWord(e.seat, lang)}, ontvangt ${ducats(gain, lang)} inkomen.`,
              `— Tour ${num(e.turn, lang)} : ${colourWord(e.seat, lang)}, qui reçoit ${ducats(gain, lang)} de revenus.`,
            )
          : say(lang, `— Turn ${e.turn}: ${colourWord(e.seat, lang)}.`, `— Zug ${e.turn}: ${colourWord(e.seat, lang)}.`, `— Beurt ${num(e.turn, lang)}: ${colourWord(e.seat, lang)}.`, `— Tour ${num(e.turn, lang)} : ${colourWord(e.seat, lang)}.`),
      );
    } else if (e.t === 'ended') {
      const why =
        e.result.reason === 'king'
          ? say(lang, 'a player reached the king token', 'ein Spieler hat das Königsfeld erreicht', 'een speler heeft het koningsfiche bereikt', 'un joueur a atteint le jeton du roi')
          : say(lang, 'every castle lies in a domaine', 'jede Burg liegt in einer Domäne', 'elk kasteel ligt in een domein', 'tous les châteaux sont dans un fief');
      const winners = listWords(
        e.result.winners.map((p) => colourWord(p, lang)),
        lang,
      );
      const points = e.result.scores.map((n, p) => `${colourWord(p, lang)} ${lang === 'en' || lang === 'de' ? n : num(n, lang)}`).join(', ');
      const many = e.result.winners.length > 1;
      lines.push(
        say(
          lang,
          `The game ends: ${why}. ${many ? 'Winners' : 'Winner'}: ${winners}. Points: ${points}.`,
          `Das Spiel endet: ${why}. ${many ? 'Es gewinnen' : 'Es gewinnt'}: ${winners}. Punkte: ${points}.`,
          `Het spel is afgelopen: ${why}. ${many ? 'Winnaars' : 'Winnaar'}: ${winners}. Punten: ${points}.`,
          `La partie prend fin : ${why}. ${many ? 'Gagnants' : 'Gagnant'} : ${winners}. Points : ${points}.`,
        ),
      );
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
    const size = `${count(info.size, 'square', lang)}, ${count(info.value, 'point', lang)}`;
    if (is && !was)
      lines.push(
        say(
          lang,
          `The castle on ${squareName(q)} (${colourWord(owner, lang)}) now stands in a closed domaine: ${size}.`,
          `Die Burg auf ${squareName(q)} (${colourWord(owner, lang)}) steht jetzt in einer geschlossenen Domäne: ${size}.`,
          `Het kasteel op ${squareName(q)} (${colourWord(owner, lang)}) staat nu in een gesloten domein: ${size}.`,
          `Le château en ${squareName(q)} (${colourWord(owner, lang)}) est maintenant dans un fief fermé : ${size}.`,
        ),
      );
    if (was && !is)
      lines.push(
        say(
          lang,
          `The castle on ${squareName(q)} (${colourWord(owner, lang)}) no longer stands in a domaine of its own.`,
          `Die Burg auf ${squareName(q)} (${colourWord(owner, lang)}) steht nicht mehr in einer eigenen Domäne.`,
          `Het kasteel op ${squareName(q)} (${colourWord(owner, lang)}) staat niet meer in een eigen domein.`,
          `Le château en ${squareName(q)} (${colourWord(owner, lang)}) n’est plus dans un fief à lui.`,
        ),
      );
  }
  const moved = after.scores.some((n, p) => n !== before.scores[p]);
  if (moved) {
    const points = after.scores.map((n, p) => {
      const delta = n - (before.scores[p] as number);
      return `${colourWord(p, lang)} ${n}${delta === 0 ? '' : ` (${delta > 0 ? '+' : ''}${delta})`}`;
    });
    lines.push(say(lang, `Points: ${points.join(', ')}.`, `Punkte: ${points.join(', ')}.`, `Punten: ${points.join(', ')}.`, `Points : ${points.join(', ')}.`));
  }
  return lines;
}
