import { describe, expect, it } from 'vitest';
import { botName, gameName, seatLabel } from '../../web/src/seatLabels.js';

describe('seats, games and bots as pages name them', () => {
  it('names each game’s seats in the page’s language, never by id', () => {
    expect(seatLabel('fall-of-rome', 'p2', 'de')).toBe('Spieler 2');
    expect(seatLabel('fall-of-rome', 'p2', 'en')).toBe('Player 2');
    expect(seatLabel('jeanne-darc-1429', 'burgundy', 'de')).toBe('Burgund');
    expect(seatLabel('domaine', 'yellow', 'de')).toBe('Gelb');
    expect(seatLabel('ccc-land-combat', 'defender', 'de')).toBe('Verteidiger');
    expect(seatLabel('ccc-land-combat', 'both', 'en')).toBe('both sides');
  });

  it('takes the name a match holds (a Phoenix realm) over the id', () => {
    expect(seatLabel('phoenix', 'nordmark', 'de', 'Nordmark')).toBe('Nordmark');
    expect(seatLabel('domaine', 'red', 'en', undefined)).toBe('red');
  });

  it('names games and bots', () => {
    expect(gameName('ccc-land-combat', 'de')).toBe('CCC-Landkampf');
    expect(gameName('jeanne-darc-1429', 'en')).toBe("Jeanne d'Arc 1429");
    expect(botName('heuristic', 'de')).toBe('Heuristik');
    expect(botName('planner', 'en')).toBe('planner');
    expect(botName('endgame', 'de')).toBe('Endspiel-Planer');
  });
});
