/**
 * A spell of Spells II (B10) that takes effect only after the wizard duels of B11 (R §1.4.3:
 * "Unterliegt der bannende Zauberer im Zauberduell so wurde der Zauberspruch zwar erfolgreich
 * gewirkt, aber es werden keine Rüstgüter gebannt"). Its ZKP are paid when it is cast.
 */
export interface PendingSpell {
  /** The casting wizard's id. */
  readonly wizard: string;
  /** Its name, for the report (the wizard may be dead by the time the spell takes effect). */
  readonly name: string;
  readonly realm: string;
  /** The target hex (dense index). */
  readonly at: number;
  readonly spell: 'banish' | 'teleportUnits';
  /** Carries the spell out; not called when its wizard lost a duel it started (B11). */
  readonly apply: () => void;
}
