/** A seat this browser holds: its token is the only key to the match, kept in this browser alone. */
export interface Session {
  readonly matchId: string;
  readonly token: string;
  /** The seat's name, or '@gm' for the game master. */
  readonly seat: string;
  /** The seat's name where the match holds it (a Phoenix realm's), as the match last gave it. */
  readonly seatLabel?: string;
  readonly gm: boolean;
  readonly title: string;
  readonly game: string;
}

const KEY = 'arbiter.sessions';

export function sessions(): Session[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as Session[]) : [];
  } catch {
    return [];
  }
}

/** The session to open a match with: the seat asked for, else the first one held. */
export function sessionFor(matchId: string, seat?: string | null): Session | undefined {
  const held = sessions().filter((s) => s.matchId === matchId);
  return held.find((s) => s.seat === seat) ?? held[0];
}

/** One session per match and seat: a newer token for the same seat replaces the older. */
export function saveSession(session: Session): void {
  const others = sessions().filter((s) => s.matchId !== session.matchId || s.seat !== session.seat);
  localStorage.setItem(KEY, JSON.stringify([session, ...others]));
}

export function forgetSession(session: Session): void {
  localStorage.setItem(KEY, JSON.stringify(sessions().filter((s) => s.matchId !== session.matchId || s.seat !== session.seat)));
}
