import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../../../../shared/format/italian-format';
import type { DashboardResponse } from '../../../../shared/schemas/dashboard';
import { ChartBox } from '../../shared/charts/chart-box';
import { repeatedChecksHref } from '../../shared/components/console-paths';

type RepeatedChecks = NonNullable<DashboardResponse['repeatedChecks']>;

/** The open chains of a green after a red with edits, the list's default period being the tile's 30 days. */
const OPEN_RED_THEN_GREEN = repeatedChecksHref({ flags: 'RED_THEN_GREEN_EDIT', reviewStatus: 'OPEN' });

/**
 * 'Verifiche ripetute' on the dashboard, for the roles that review them: the open chains flagged
 * red-then-green-after-an-edit and the agencies above their limit of the last 30 days, each a link to
 * its chains.
 */
export function DashboardRepeatedChecks({ figures }: { figures: RepeatedChecks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = (href: string, text: string, ariaLabel?: string) => (
    <Link
      href={href}
      ariaLabel={ariaLabel}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {text}
    </Link>
  );
  return (
    <ChartBox
      title={t('repeatedChecks.dashboard.title')}
      description={t('repeatedChecks.dashboard.description')}
      data-testid="dashboard-repeated-checks"
    >
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: t('repeatedChecks.dashboard.openRedThenGreen'),
            value: (
              <Box fontSize="display-l" fontWeight="bold">
                {link(
                  OPEN_RED_THEN_GREEN,
                  formatCount(figures.openRedThenGreen),
                  // A number alone says nothing to a screen reader listing the page's links.
                  t('repeatedChecks.dashboard.openRedThenGreenLink', { figure: formatCount(figures.openRedThenGreen) }),
                )}
              </Box>
            ),
          },
          {
            label: t('repeatedChecks.dashboard.agenciesOverLimit'),
            value:
              figures.agenciesOverLimit.length === 0 ? (
                t('repeatedChecks.dashboard.noAgency')
              ) : (
                <SpaceBetween size="xxs">
                  {figures.agenciesOverLimit.map((agency) => (
                    <span key={agency.code}>
                      {link(
                        repeatedChecksHref({ agency: agency.code }),
                        t('repeatedChecks.dashboard.agency', { code: agency.code, name: agency.name ?? '' }).trim(),
                      )}
                    </span>
                  ))}
                </SpaceBetween>
              ),
          },
        ]}
      />
    </ChartBox>
  );
}
