import { shownBlacklistVersion } from '../../shared/blacklist/shown-version';
import { API_ROUTES } from '../../shared/route-table';
import type { BlacklistVersion } from '../../shared/schemas/blacklist';
import { defineHandler } from '../commons/http/define-handler';
import { fourEyesRuleOn } from '../commons/versioned/four-eyes';
import { blacklistReader } from '../stores/black-lists/blacklist-store';

/**
 * GET /api/v1/blacklist/{kind}: the list's versions grouped as the spec says: publishing (the version
 * being prepared), active (the version in force and the one published to take its place tomorrow)
 * and one page of the archive, newest first. The head is read as it is in force now, computed without
 * writing (a publication whose midnight has passed shows in force even before the scheduled switch
 * commits it), then one query for the history page. Read only: the function holds no write right.
 */
export const handler = defineHandler(API_ROUTES.getBlacklist, async ({ params, query }) => {
  const store = blacklistReader(params.kind);
  const now = new Date();
  const head = await store.readHead();
  const { records, total } = await store.archivedPage(head, query.pageNumber, query.pageSize);
  const present = (records: (BlacklistVersion | null | undefined)[]) =>
    records.filter((record): record is BlacklistVersion => Boolean(record));
  return {
    body: {
      publishing: present([head.updating]).map((record) => shownBlacklistVersion(record, now)),
      active: present([head.scheduled, head.current]),
      archive: records,
      archiveTotal: total,
      fourEyes: fourEyesRuleOn(),
    },
  };
});
