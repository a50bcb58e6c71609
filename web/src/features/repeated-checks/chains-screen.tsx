import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chainHref } from '../../shared/components/console-paths';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { CHAINS_LIST } from './chains-list';

/**
 * The chains of repeated checks of a period, newest activity first, on the list kit; a row opens the
 * chain's attempts and its review.
 */
export default function ChainsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screen = usePagedListScreen(CHAINS_LIST);
  return (
    <ListScreen
      screen={screen}
      rows={screen.list.tableRows}
      openRow={{ label: t('repeatedChecks.open'), onOpen: (row) => navigate(chainHref(row.chainId)) }}
    />
  );
}
