import type { CreatedMatch } from '../../store/index.js';

/**
 * The link a player opens to take a seat: the web client's join screen (docs/web.md). The invite
 * is the only secret in it, and opening it uses nothing up. The server's plain page
 * `/join/<invite>` stays for clients without JavaScript.
 */
export function inviteLink(publicUrl: string, invite: string): string {
  return `${publicUrl}/app/join/${encodeURIComponent(invite)}`;
}

/** The game master's link into the web client: the token travels after '#', so it never reaches a server log. */
export function gmLink(publicUrl: string, matchId: string, token: string): string {
  return `${publicUrl}/app/matches/${encodeURIComponent(matchId)}#token=${token}`;
}

/** What the creator of a match is told, once: the only time these secrets are shown. */
export function createdAnswer(publicUrl: string, created: CreatedMatch, names: ReadonlyMap<string, string> = new Map()) {
  const { match } = created;
  return {
    match: publicMatch(match),
    gmToken: created.gmToken,
    gmLink: gmLink(publicUrl, match.id, created.gmToken),
    seats: Object.entries(created.invites).map(([seat, invite]) => ({ seat, ...(names.has(seat) ? { name: names.get(seat) } : {}), invite, link: inviteLink(publicUrl, invite) })),
  };
}

/** A match as anyone who may see it is told: no seed (it would tell the dice to come) and no options beyond the title. */
export function publicMatch(match: CreatedMatch['match']) {
  return {
    id: match.id,
    game: match.game,
    title: match.title,
    status: match.status,
    currentPeriod: match.currentPeriod,
    version: match.version,
    createdAt: match.createdAt,
    updatedAt: match.updatedAt,
  };
}
