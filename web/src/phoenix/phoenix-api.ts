/** Phoenix's own endpoints (move planning, bookings, map import) live under /api/phoenix/, beside a match's generic ones. */
export function phoenixApi(base: string): string {
  return base.replace('/api/matches/', '/api/phoenix/matches/');
}
