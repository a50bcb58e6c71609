import { WhitelistFiltersSchema } from '../../../shared/schemas/whitelist';
import { WHITELIST_CSV_HEADER, whitelistCsvCells } from '../../../shared/whitelist/whitelist-csv';
import { containerWhiteListReader } from '../../stores/white-list/container-white-list';
import { subjectOfEntry } from '../../stores/white-list/entry-items';
import { whitelistQuery } from '../../stores/white-list/list-query';
import { defineExportSource } from '../export-source';

/**
 * The white list (Gestione White list): the same query and filters as POST getWhitelist, the columns of
 * the console's selected-rows CSV. Not market-scoped: the list is the same for every role that sees it.
 */
export const whitelistExport = defineExportSource({
  screen: 'whitelist',
  filters: WhitelistFiltersSchema,
  header: WHITELIST_CSV_HEADER,
  async *rows(filters, { today }) {
    for await (const item of containerWhiteListReader().streamItems(whitelistQuery(filters, today))) {
      yield whitelistCsvCells(subjectOfEntry(item));
    }
  },
});
