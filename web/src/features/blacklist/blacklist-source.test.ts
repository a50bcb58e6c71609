import { describe, expect, it } from 'vitest';
import { BLACKLIST_LOAD_DEADLINE_MS } from '../../../../shared/blacklist/shown-version';
import { blacklistVersion } from '../../shared/testing/blacklist-versions';
import { blacklistClusters, followWhileLoading, LOAD_FOLLOW_MS } from './blacklist-source';

const STARTED = '2026-03-05T09:30:00.000Z';
const answer = (publishing = [blacklistVersion('LOADING', { statusUpdateDate: STARTED })]) => ({
  publishing,
  active: [blacklistVersion('ACTIVE'), blacklistVersion('PUBLISHED')],
  archive: [blacklistVersion('ARCHIVED')],
  archiveTotal: 40,
});

describe('the answer of GET blacklist as the three clusters', () => {
  it('groups publishing, active and the page of the archive with its total', () => {
    const clusters = blacklistClusters(answer(), new Date(STARTED));
    expect(clusters.updating.rows.map((row) => row.status)).toEqual(['LOADING']);
    expect(clusters.active).toMatchObject({ total: 2 });
    expect(clusters.history).toMatchObject({ total: 40 });
    expect(clusters.history.rows).toHaveLength(1);
  });

  it.each([
    [
      'within its deadline, a load is under way and is followed',
      BLACKLIST_LOAD_DEADLINE_MS - 1,
      'LOADING',
      LOAD_FOLLOW_MS,
    ],
    ['past its deadline, a load failed: not followed any more', BLACKLIST_LOAD_DEADLINE_MS, 'DISCARDING', 0],
  ])('%s', (_case, elapsed, status, interval) => {
    const clusters = blacklistClusters(answer(), new Date(Date.parse(STARTED) + elapsed));
    expect(clusters.updating.rows[0]?.status).toBe(status);
    expect(followWhileLoading(clusters)).toBe(interval);
  });

  it('is not followed with nothing loading', () => {
    expect(followWhileLoading(blacklistClusters(answer([blacklistVersion('READY')]), new Date()))).toBe(0);
    expect(followWhileLoading(blacklistClusters(answer([]), new Date()))).toBe(0);
  });
});
