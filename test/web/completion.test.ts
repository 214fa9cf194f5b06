import { describe, expect, it } from 'vitest';
import { complete, suggestions, wordAt, type Vocabulary } from '../../web/src/phoenix/completion.js';

const vocabulary: Vocabulary = {
  armies: [
    { number: 101, kind: 'warriors', at: '503/22' },
    { number: 102, kind: 'warriors', at: '503/23' },
    { number: 301, kind: 'fleet', at: '504/01' },
  ],
  places: ['503/22', '503/23', '504/01'],
  figures: [{ id: 'sigurd', name: 'Sigurd der Rote' }],
  realms: [{ id: 'sonnfels', name: 'Sonnfels' }],
};
const kind = (k: string) => ({ warriors: 'Krieger', fleet: 'Flotte' })[k] ?? k;

describe('completion in the turn editor (issue 19)', () => {
  it('finds the word that ends at the caret', () => {
    expect(wordAt('BEWEGE 10', 9)).toEqual({ word: '10', start: 7 });
    expect(wordAt('BEWEGE 101 NACH ', 16)).toEqual({ word: '', start: 16 });
  });

  it('completes army numbers and places from digits, figures and realms from letters', () => {
    expect(suggestions('10', vocabulary, kind)).toEqual([
      { word: '101', hint: 'Krieger · 503/22' },
      { word: '102', hint: 'Krieger · 503/23' },
    ]);
    expect(suggestions('503', vocabulary, kind).map((s) => s.word)).toEqual(['503/22', '503/23']);
    expect(suggestions('si', vocabulary, kind)).toEqual([{ word: 'sigurd', hint: 'Sigurd der Rote' }]);
    expect(suggestions('Son', vocabulary, kind)).toEqual([{ word: 'sonnfels', hint: 'Sonnfels' }]);
    expect(suggestions('', vocabulary, kind)).toEqual([]);
    expect(suggestions('101', vocabulary, kind)).toEqual([]);
  });

  it('puts the chosen word in place of the one begun, the caret after it', () => {
    expect(complete('BEWEGE 10', 9, '101')).toEqual({ text: 'BEWEGE 101 ', caret: 11 });
    expect(complete('BEWEGE 10\nEROBERE 101', 9, '102')).toEqual({ text: 'BEWEGE 102 \nEROBERE 101', caret: 11 });
  });
});
