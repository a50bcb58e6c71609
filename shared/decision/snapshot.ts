import { z } from 'zod';
import {
  BLACKLIST_KINDS,
  type BlacklistKind,
  MICRO_SEGMENTS,
  SUBJECT_TYPES,
  type TrafficLight,
  WORKFLOWS,
} from '../enums';
import type { ConfigurationFile } from '../schemas/configuration';
import { CUSTOMER_FIELDS } from './customer-metrics';
import type { CustomerRecord, DecisionInput } from './types';

/**
 * The decision snapshot (docs/decision-rules.md 'The decision snapshot'): exactly what the engine read
 * for one check, but the configuration, which the row names by id and version. Stored with every
 * request-log row (off the lists' indexes), so `decide(replayInput(snapshot, file))` with the file the
 * check was decided with gives the recorded outcome again, and a back-test is the same replay with
 * another file or another black-list version. `schemaVersion` says how to read it when the shape moves.
 */

export const DECISION_SNAPSHOT_VERSION = 1;

/** The customer fields the rules read (customer-metrics.ts): the only ones a snapshot keeps. */
const CUSTOMER_FIELD_NAMES = Object.values(CUSTOMER_FIELDS) as [string, ...string[]];
/** A feed value as the engine reads it: anything but a number or text reads as missing, so it is kept as null. */
const CustomerValueSchema = z.union([z.number(), z.string()]).nullable();

const perKind = <T extends z.ZodType>(schema: T) => z.object({ RADIATI: schema, CEDUTI: schema });

export const DecisionSnapshotSchema = z.object({
  schemaVersion: z.literal(DECISION_SNAPSHOT_VERSION),
  /** The instant the engine judged at (`now`): a white-list expiry is compared with it. */
  decidedAt: z.iso.datetime(),
  subjectType: z.enum(SUBJECT_TYPES),
  microSegment: z.enum(MICRO_SEGMENTS),
  workflow: z.enum(WORKFLOWS),
  /** The subject's identifiers, upper-cased: what a black-list version is asked about. */
  identifiers: z.array(z.string()).min(1).max(2),
  whiteList: z.object({ revocationDate: z.string().nullable(), expiringDate: z.string().nullable() }).nullable(),
  /** Per list: whether the version read (null: none in force) held the subject. */
  blackLists: perKind(z.object({ listed: z.boolean(), versionId: z.string().nullable() })),
  customer: z.partialRecord(z.enum(CUSTOMER_FIELD_NAMES), CustomerValueSchema).nullable(),
  bureau: z
    .object({ protests: z.boolean(), prejudicialEvents: z.boolean(), otherNegativeEvents: z.boolean() })
    .nullable(),
  prospectRisk: z.object({ highRisk: z.boolean(), fraudCorrelation: z.boolean() }).nullable(),
  /**
   * The supply address's facts behind the fraud correlation: another subject in arrears there, and the
   * other subjects known there with those the versions read listed, so another version can be put in.
   */
  address: z
    .object({
      inArrears: z.boolean(),
      knownOthers: z.array(z.string()),
      listedOthers: perKind(z.array(z.string())),
    })
    .nullable(),
});
export type DecisionSnapshot = z.infer<typeof DecisionSnapshotSchema>;
export type SnapshotAddress = NonNullable<DecisionSnapshot['address']>;

/** What the reader of the facts knew beyond the engine's input: which versions it read and the address. */
export interface SnapshotContext {
  identifiers: readonly string[];
  blacklistVersions: Record<BlacklistKind, string | null>;
  address: SnapshotAddress | null;
}

/** The customer figures the rules read, as the engine would read them. */
function customerFigures(customer: CustomerRecord): DecisionSnapshot['customer'] {
  const figures: Record<string, number | string | null> = {};
  for (const field of CUSTOMER_FIELD_NAMES) {
    const value = customer[field];
    if (value === undefined) continue;
    figures[field] = typeof value === 'number' || typeof value === 'string' ? value : null;
  }
  return figures;
}

/** The snapshot of a decision's input. */
export function decisionSnapshot(input: DecisionInput, context: SnapshotContext): DecisionSnapshot {
  const { request } = input;
  return {
    schemaVersion: DECISION_SNAPSHOT_VERSION,
    decidedAt: input.now.toISOString(),
    subjectType: request.subjectType,
    microSegment: request.microSegment,
    workflow: request.workflow,
    identifiers: [...new Set(context.identifiers.map((id) => id.toUpperCase()))],
    whiteList: input.whiteList
      ? { revocationDate: input.whiteList.revocationDate ?? null, expiringDate: input.whiteList.expiringDate ?? null }
      : null,
    blackLists: {
      RADIATI: { listed: input.blackLists.radiati, versionId: context.blacklistVersions.RADIATI },
      CEDUTI: { listed: input.blackLists.ceduti, versionId: context.blacklistVersions.CEDUTI },
    },
    customer: input.customer ? customerFigures(input.customer) : null,
    bureau: input.bureau && { ...input.bureau },
    prospectRisk: input.prospectRisk && { ...input.prospectRisk },
    address: context.address,
  };
}

/** Another version of one black list put in place of the recorded one: whom it lists. */
export interface BlacklistReplacement {
  kind: BlacklistKind;
  versionId: string;
  isListed: (identifier: string) => boolean;
}

/**
 * The engine's input again from a snapshot, with `configuration` and, for a black-list back-test, one
 * list's membership replaced: the subject's, and that of the other subjects at its address, so the
 * fraud correlation follows the new version as a check would have.
 */
export function replayInput(
  snapshot: DecisionSnapshot,
  configuration: ConfigurationFile,
  replacement?: BlacklistReplacement,
): DecisionInput {
  const listed = (kind: BlacklistKind) =>
    replacement?.kind === kind ? snapshot.identifiers.some(replacement.isListed) : snapshot.blackLists[kind].listed;
  return {
    request: { subjectType: snapshot.subjectType, microSegment: snapshot.microSegment, workflow: snapshot.workflow },
    configuration,
    whiteList: snapshot.whiteList,
    blackLists: { radiati: listed('RADIATI'), ceduti: listed('CEDUTI') },
    customer: snapshot.customer,
    bureau: snapshot.bureau,
    prospectRisk: replacement ? replacedRisk(snapshot, replacement) : snapshot.prospectRisk,
    now: new Date(snapshot.decidedAt),
  };
}

function replacedRisk(snapshot: DecisionSnapshot, replacement: BlacklistReplacement): DecisionSnapshot['prospectRisk'] {
  const { prospectRisk, address } = snapshot;
  if (!prospectRisk || !address) return prospectRisk;
  const listedOthers = (kind: BlacklistKind) =>
    replacement.kind === kind ? address.knownOthers.filter(replacement.isListed) : address.listedOthers[kind];
  const fraudCorrelation = address.inArrears || BLACKLIST_KINDS.some((kind) => listedOthers(kind).length > 0);
  return { ...prospectRisk, fraudCorrelation };
}

/** A decision's outcome as a request-log row records it: what a replay is compared on. */
export interface RecordedOutcome {
  trafficLight: TrafficLight;
  code: string;
}

export const sameOutcome = (a: RecordedOutcome, b: RecordedOutcome) =>
  a.trafficLight === b.trafficLight && a.code === b.code;
