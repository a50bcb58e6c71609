import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BacktestSummary } from '../../../../shared/schemas/backtest';

/**
 * The checks that did not reproduce, opened in the changed checks' list below: its filter narrowed to
 * their partitions through the page's query, as a shared link of the list would.
 */
export function UnreproducedLink({ summary }: { summary: BacktestSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const partitions = summary.unreproduced ?? [];
  if (!partitions.length) return null;
  // The page's other parameters stay; the list's transition filter becomes these partitions.
  const query = new URLSearchParams(location.search);
  query.delete('transitions');
  for (const { transition } of partitions) query.append('transitions', transition);
  const href = `${location.pathname}?${query}`;
  const count = partitions.reduce((sum, { count: partition }) => sum + partition, 0);
  return (
    <Link
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t('backtest.reproducibility.showUnreproduced', { count })}
    </Link>
  );
}
