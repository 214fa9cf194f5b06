import type { JdaRules } from './rules.js';

export type Purchase = { readonly type: 'card' } | { readonly type: 'castle'; readonly city: string } | { readonly type: 'fortress'; readonly city: string };

/** "1 burcht kost 6 Louis d'Or (bij 3 of 4 spelers 8 Louis d'Or)": the higher prices only at the player counts named (JDA-1). */
export function priceOf(type: Purchase['type'], players: number, rules: JdaRules): number {
  const dear = rules.prices.dearAt.includes(players);
  if (type === 'card') return rules.prices.card;
  if (type === 'castle') return dear ? rules.prices.castleDear : rules.prices.castle;
  return dear ? rules.prices.fortressDear : rules.prices.fortress;
}
