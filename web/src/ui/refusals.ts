import type { TextKey } from '../app/texts.js';

/** The server's refusals a player meets, by code, in the page's language rather than the server's English. */
export const KNOWN: Readonly<Record<string, TextKey>> = {
  'turn-evaluated': 'turnEvaluatedRefusal',
  'evaluation-begun': 'evaluationBegunRefusal',
  'flag-not-reached': 'flagNotReachedRefusal',
  'period-closed': 'periodClosedRefusal',
  'version-conflict': 'versionConflictRefusal',
  paused: 'matchPaused',
  finished: 'finishedRefusal',
  'not-their-turn': 'notTheirTurnRefusal',
  'unknown-token': 'unknownTokenRefusal',
  'unknown-invite': 'unknownInviteRefusal',
  'bot-seat': 'botSeatRefusal',
  busy: 'busyRefusal',
  'rate-limited': 'rateLimitedRefusal',
  'too-many-failures': 'rateLimitedRefusal',
  internal: 'internalRefusal',
};
