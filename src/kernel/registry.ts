import type { RuleSet } from './ruleset.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRuleSet = RuleSet<any, any, any, any, any>;

const ruleSets = new Map<string, AnyRuleSet>();

/** Makes a rule set known to the server, store and CLI, which reach games only through here. */
export function registerRuleSet(ruleSet: AnyRuleSet): void {
  if (ruleSets.has(ruleSet.id)) throw new Error(`rule set "${ruleSet.id}" is registered twice`);
  ruleSets.set(ruleSet.id, ruleSet);
}

export function getRuleSet(id: string): AnyRuleSet {
  const ruleSet = ruleSets.get(id);
  if (ruleSet === undefined) {
    const known = [...ruleSets.keys()].sort().join(', ') || 'none';
    throw new Error(`unknown rule set "${id}" (known: ${known})`);
  }
  return ruleSet;
}

export function ruleSetIds(): string[] {
  return [...ruleSets.keys()].sort();
}
