/** What an audited call changed, as its implementation tells the frame (docs/audit.md). */
export interface AuditedChange {
  /** The id of the thing acted on (for a new version made from another, the one named in the request). */
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Handed to every implementation; only audited routes' records keep what it is told. */
export interface AuditChanges {
  record(change: AuditedChange): void;
  /** The last change recorded, if any. */
  readonly recorded: AuditedChange | undefined;
}

export function auditChanges(): AuditChanges {
  let last: AuditedChange | undefined;
  return {
    record(change) {
      last = change;
    },
    get recorded() {
      return last;
    },
  };
}
