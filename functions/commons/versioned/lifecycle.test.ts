import { describe, expect, it } from 'vitest';
import { type HttpErrorOutcome, outcomeOf, refusalOutcome } from '../http/http-error-outcome';
import {
  assertAllowed,
  assertFresh,
  assertSecondPerson,
  assertTransition,
  type Lifecycle,
  type VersionBase,
} from './lifecycle';

/**
 * The checks read the lifecycle as data: a small entity of their own shows it, so these cases hold for
 * the configuration and the black lists alike (their own tables of actions are tested beside them).
 */
type Status = 'DRAFT' | 'LIVE' | 'OLD';
type Action = 'edit' | 'publish' | 'restore';

const LIFECYCLE: Lifecycle<Status, Action> = {
  statuses: { updating: 'DRAFT', current: 'LIVE', archived: 'OLD' },
  transitions: {
    edit: { from: ['DRAFT', 'LIVE'], refusal: 'CONFIGURATION_NOT_EDITABLE' },
    publish: { from: ['DRAFT'], refusal: 'CONFIGURATION_NOT_PUBLISHABLE', secondPerson: true },
    restore: { from: ['OLD'], refusal: 'CONFIGURATION_NOT_RESTORABLE' },
  },
  notFound: 'CONFIGURATION_NOT_FOUND',
  stale: 'CONFIGURATION_STALE',
  secondPersonRequired: 'CONFIGURATION_FOUR_EYES_REQUIRED',
};

const version = (status: Status, changes: Partial<VersionBase<Status>> = {}): VersionBase<Status> => ({
  id: 'v1',
  status,
  version: 3,
  note: 'nota',
  updatedBy: 'mario.rossi',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('assertAllowed', () => {
  it.each<[Action, Status, HttpErrorOutcome]>([
    ['edit', 'DRAFT', 'allowed'],
    ['edit', 'LIVE', 'allowed'],
    ['edit', 'OLD', refusalOutcome('CONFIGURATION_NOT_EDITABLE')],
    ['publish', 'DRAFT', 'allowed'],
    ['publish', 'LIVE', refusalOutcome('CONFIGURATION_NOT_PUBLISHABLE')],
    ['publish', 'OLD', refusalOutcome('CONFIGURATION_NOT_PUBLISHABLE')],
    ['restore', 'DRAFT', refusalOutcome('CONFIGURATION_NOT_RESTORABLE')],
    ['restore', 'LIVE', refusalOutcome('CONFIGURATION_NOT_RESTORABLE')],
    ['restore', 'OLD', 'allowed'],
  ])('%s from %s: %j', (action, status, expected) => {
    expect(outcomeOf(() => assertAllowed(LIFECYCLE, action, version(status)))).toEqual(expected);
  });
});

describe('assertFresh', () => {
  it.each([
    [3, 'allowed'],
    [2, refusalOutcome('CONFIGURATION_STALE')],
    [4, refusalOutcome('CONFIGURATION_STALE')],
    [0, refusalOutcome('CONFIGURATION_STALE')],
  ] as const)('stored version 3, request names %i: %j', (requested, expected) => {
    expect(outcomeOf(() => assertFresh(LIFECYCLE, version('DRAFT'), requested))).toEqual(expected);
  });
});

describe('assertSecondPerson', () => {
  const fourEyesRefusal = refusalOutcome('CONFIGURATION_FOUR_EYES_REQUIRED');
  it.each<[string, Action, string | null, string, boolean, HttpErrorOutcome]>([
    ['the last editor publishes', 'publish', 'mario.rossi', 'mario.rossi', true, fourEyesRefusal],
    ['another person publishes', 'publish', 'mario.rossi', 'chiara.ferri', true, 'allowed'],
    ['the last editor publishes, rule off', 'publish', 'mario.rossi', 'mario.rossi', false, 'allowed'],
    ['nobody changed it yet', 'publish', null, 'mario.rossi', true, 'allowed'],
    ['an action without the rule', 'edit', 'mario.rossi', 'mario.rossi', true, 'allowed'],
    ['a restore by the last editor', 'restore', 'mario.rossi', 'mario.rossi', true, 'allowed'],
  ])('%s: %j', (_case, action, updatedBy, actor, fourEyes, expected) => {
    const record = version('DRAFT', { updatedBy });
    expect(outcomeOf(() => assertSecondPerson(LIFECYCLE, action, record, actor, fourEyes))).toEqual(expected);
  });
});

describe('assertTransition', () => {
  const request = { version: 3, actor: 'chiara.ferri', fourEyes: true };
  it.each<[string, VersionBase<Status>, Action, typeof request, HttpErrorOutcome]>([
    ['every check passes', version('DRAFT'), 'publish', request, 'allowed'],
    // A stale request is told to reload first: what it would refuse may no longer be true.
    [
      'stale and not allowed: stale',
      version('LIVE'),
      'publish',
      { ...request, version: 2 },
      refusalOutcome('CONFIGURATION_STALE'),
    ],
    ['fresh, not allowed', version('LIVE'), 'publish', request, refusalOutcome('CONFIGURATION_NOT_PUBLISHABLE')],
    [
      'allowed, same person',
      version('DRAFT', { updatedBy: 'chiara.ferri' }),
      'publish',
      request,
      refusalOutcome('CONFIGURATION_FOUR_EYES_REQUIRED'),
    ],
    [
      'not allowed and same person: the status is refused first',
      version('OLD', { updatedBy: 'chiara.ferri' }),
      'publish',
      request,
      refusalOutcome('CONFIGURATION_NOT_PUBLISHABLE'),
    ],
  ])('%s', (_case, record, action, sent, expected) => {
    expect(outcomeOf(() => assertTransition(LIFECYCLE, action, record, sent))).toEqual(expected);
  });
});
