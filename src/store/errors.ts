/** The match changed since the caller read it: read again, then retry or tell the user. */
export class VersionConflictError extends Error {
  constructor(
    readonly subject: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`${subject} is at version ${actual}, not ${expected}: it changed meanwhile`);
    this.name = 'VersionConflictError';
  }
}

/** The period no longer takes submissions or corrections: evaluated, or past its deadline. */
export class PeriodClosedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PeriodClosedError';
  }
}

export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A text the store does not keep (a NUL character): the same refusal on every database. */
export class InvalidTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTextError';
  }
}
