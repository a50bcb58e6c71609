import { diffConfigurations } from '../../../shared/configuration/configuration-diff';
import {
  CONFIGURATION_LIFECYCLE,
  type ConfigurationAction,
} from '../../../shared/configuration/configuration-lifecycle';
import type { Configuration, ConfigurationFile } from '../../../shared/schemas/configuration';
import { editsOf, type VersionEdit } from '../../../shared/versioned/lifecycle';
import { Refusal } from '../../commons/refusal/refusal';
import type { Actor } from '../../commons/versioned/actor';
import type { ComputedTransition } from '../../commons/versioned/apply-transition';
import { type Head, prepareOnHead, publishOnHead } from '../../commons/versioned/head';
import { assertTransition } from '../../commons/versioned/lifecycle';

/**
 * The configuration's transitions as pure functions of its head (docs/versioned-entities.md): each
 * takes what the request names and who asks, and answers the next head, the version it answers with
 * and the version as it was (for the audit). The store commits the head in one conditional write.
 */

export type ConfigurationHead = Head<Configuration>;

export interface VersionRequest {
  id: string;
  version: number;
  note: string;
}

type Transition = ComputedTransition<Configuration>;

const lifecycle = CONFIGURATION_LIFECYCLE;

function check(action: ConfigurationAction, record: Configuration, request: VersionRequest, actor: Actor) {
  assertTransition(lifecycle, action, record, {
    version: request.version,
    actor: actor.username,
    fourEyes: actor.fourEyes,
  });
}

const changed = (record: Configuration, note: string, actor: Actor): Configuration => ({
  ...record,
  version: record.version + 1,
  note,
  updatedBy: actor.username,
  updatedAt: actor.at,
});

/** A change of the content, by the actor, with its note: the version's authors are these. */
const editBy = (actor: Actor, note: string): VersionEdit => ({ user: actor.username, at: actor.at, note });

/** In force from the actor's instant, published by the actor with its note, apart from the authors' edits. */
const inForce = (record: Configuration, actor: Actor, note: string): Configuration => ({
  ...record,
  status: 'CURRENT',
  validityStartDate: actor.at,
  validityEndDate: null,
  publicationUser: actor.username,
  publicationNote: note,
});

/** The version with its authors written out (a version stored before they were kept: its last editor). */
const withAuthors = (record: Configuration): Configuration => ({ ...record, edits: [...editsOf(record)] });

const archive =
  (at: string) =>
  (previous: Configuration): Configuration => ({
    ...previous,
    status: 'ARCHIVED',
    validityEndDate: at,
    version: previous.version + 1,
  });

/**
 * An edit. Of UPDATING: the same version, changed, one author more. Of CURRENT: a new UPDATING version
 * made from it (parentId its id, its author the actor), allowed only while no other is being prepared.
 * A file with no change against the version's (sorting aside) is refused (409): an edit that changes
 * nothing would make its sender an author and so take the publication away from them for nothing.
 */
export function updateConfiguration(
  head: ConfigurationHead,
  before: Configuration,
  request: VersionRequest & { configurationFile: ConfigurationFile },
  actor: Actor,
  newId: string,
): Transition {
  check('update', before, request, actor);
  if (before.status === 'CURRENT' && head.updating) throw new Refusal('CONFIGURATION_ALREADY_PREPARED');
  if (diffConfigurations(before.configurationFile, request.configurationFile).length === 0) {
    throw new Refusal('NOTHING_CHANGED');
  }
  const edit = editBy(actor, request.note);
  const result: Configuration =
    before.status === 'UPDATING'
      ? {
          ...changed(before, request.note, actor),
          configurationFile: request.configurationFile,
          edits: [...editsOf(before), edit],
        }
      : {
          id: newId,
          parentId: before.id,
          status: 'UPDATING',
          version: 1,
          validityStartDate: null,
          validityEndDate: null,
          publicationUser: null,
          note: request.note,
          updatedBy: actor.username,
          updatedAt: actor.at,
          configurationFile: request.configurationFile,
          edits: [edit],
        };
  return { next: prepareOnHead(head, result), result, before };
}

/**
 * UPDATING in force from now; the CURRENT it replaces archived at the same instant. Four-eyes: by an
 * administrator who made none of its edits.
 */
export function publishConfiguration(
  head: ConfigurationHead,
  before: Configuration,
  request: VersionRequest,
  actor: Actor,
): Transition {
  check('publish', before, request, actor);
  const result = inForce(changed(withAuthors(before), request.note, actor), actor, request.note);
  return { next: publishOnHead(head, result, archive(actor.at)), result, before };
}

/**
 * A rollback: a copy of the ARCHIVED version (parentId its id) in force from now, the CURRENT
 * archived. The archived version stays as it was in the history. One person may do it.
 */
export function restoreConfiguration(
  head: ConfigurationHead,
  archived: Configuration,
  request: VersionRequest,
  actor: Actor,
  newId: string,
): Transition {
  check('restore', archived, request, actor);
  // The copy keeps the archived version's authors: the restorer puts it back, as its publisher.
  const copy = { ...withAuthors(archived), id: newId, parentId: archived.id, version: 0 };
  const result = inForce(changed(copy, request.note, actor), actor, request.note);
  return { next: publishOnHead(head, result, archive(actor.at)), result, before: archived };
}

/** UPDATING discarded: the head keeps no version being prepared; the answer is the version as deleted. */
export function deleteConfiguration(
  head: ConfigurationHead,
  before: Configuration,
  request: VersionRequest,
  actor: Actor,
): Transition {
  check('delete', before, request, actor);
  return { next: prepareOnHead(head, null), result: changed(before, request.note, actor), before };
}
