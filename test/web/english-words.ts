/** English words the games' English texts use; none may appear in a German, French or Dutch text. */
const WORDS = [
  'the', 'draws', 'discards', 'legions', 'battles', 'alliance with', 'border', 'knight', 'turn', 'takes', 'plays', 'puts', 'from',
  'with', 'removed', 'built', 'barbarian', 'barbarians', 'invade', 'sack', 'blocked', 'lost', 'game over', 'rate', 'step', 'gives',
  'take', 'give', 'corrupt', 'recruit', 'march', 'sail', 'trade', 'conspire', 'event', 'draw', 'revolt', 'dice', 'treasury',
  'battle', 'attack', 'defence', 'player', 'order', 'marker', 'foreign', 'extent', 'uprising', 'provoked',
  'end', 'round', 'of', 'and', 'to', 'buys', 'builds', 'plays', 'wins', 'pays', 'gold', 'card', 'cards', 'deck', 'hand',
  'Huns', 'Vandals', 'Ostrogoths', 'Visigoths', 'Franks', 'undo', 'continue', 'levy', 'transfer', 'consult', 'reinforce', 'enlist', 'ally',
  'discard', 'remove', 'waiting',
];
const PATTERN = new RegExp(`\\b(${WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

/** The English words found in `text` (an empty list for a text free of them). */
export function englishWords(text: string): string[] {
  return text.match(PATTERN) ?? [];
}
