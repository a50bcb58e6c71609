import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BacktestKind } from '../../../../shared/schemas/backtest';

/**
 * The page of a version that was deleted (a draft, a list version): it says so, in the console's
 * language, with the way back to its list, and offers nothing to run. Its back-tests went with it.
 */
export function BacktestDeleted({ kind, backHref }: { kind: BacktestKind; backHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert type="info" header={t(`backtest.deleted.${kind}.title`)} data-testid="backtest-deleted">
      <SpaceBetween size="xs">
        <Box variant="p">{t(`backtest.deleted.${kind}.description`)}</Box>
        <Link
          href={backHref}
          onFollow={(event) => {
            event.preventDefault();
            navigate(backHref);
          }}
        >
          {t(`backtest.deleted.${kind}.back`)}
        </Link>
      </SpaceBetween>
    </Alert>
  );
}
