import { describe, expect, it } from 'vitest';
import { changeSentence } from '../../web/src/phoenix/correctionWords.js';

const names: Record<string, string> = { goldau: 'Goldau', nordmark: 'Nordmark' };
const realmName = (id: string) => names[id] ?? id;

// Issue 46: the correction log said "Corrected: realms 2" — no realm, field, old or new value.
describe('a correction’s changed values as sentences', () => {
  it('names the realm, the field in German or English, old → new', () => {
    const change = { section: 'realms', item: 'goldau', field: 'treasury', before: '1000', after: '12345' };
    expect(changeSentence(change, 'de', realmName)).toBe('Goldau: Schatzkammer 1000 → 12345');
    expect(changeSentence(change, 'en', realmName)).toBe('Goldau: treasury 1000 → 12345');
  });

  it('an army by number and realm, a stronghold by its hex, owners by name, strings without quotes', () => {
    expect(changeSentence({ section: 'armies', item: 'nordmark 3', field: 'K', before: null, after: '777' }, 'de', realmName)).toBe('Heer 3 (Nordmark): K — → 777');
    expect(changeSentence({ section: 'strongholds', item: '0203', field: 'owner', before: '"goldau"', after: '"nordmark"' }, 'de', realmName)).toBe('Rüstort 0203: Besitzer Goldau → Nordmark');
    expect(changeSentence({ section: 'hexes', item: '0101', field: 'terrain', before: '"forest"', after: '"swamp"' }, 'en', realmName)).toBe('hex 0101: terrain forest → swamp');
  });

  it('items added and removed; a figure by its name; unknown fields keep their name', () => {
    expect(changeSentence({ section: 'armies', item: 'goldau 5', field: null, before: null, after: '{"realm":"goldau"}' }, 'de', realmName)).toBe('Heer 5 (Goldau) hinzugefügt');
    expect(changeSentence({ section: 'characters', item: 'c1', field: null, before: '{}', after: null }, 'en', realmName, (id) => (id === 'c1' ? 'Ritter Arn' : undefined))).toBe('character Ritter Arn removed');
    expect(changeSentence({ section: 'calendar', item: null, field: 'turn', before: '1', after: '2' }, 'de', realmName)).toBe('Kalender: Monat 1 → 2');
    expect(changeSentence({ section: 'realms', item: 'goldau', field: 'pirateBonus', before: null, after: '{"gold":5}' }, 'de', realmName)).toBe('Goldau: pirateBonus — → {"gold":5}');
  });
});
