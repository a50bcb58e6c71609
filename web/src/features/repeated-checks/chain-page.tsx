import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import { type ChainDetail, ChainIdParamsSchema, MAX_CHAIN_ATTEMPTS } from '../../../../shared/schemas/monitoring';
import { useApi } from '../../shared/api';
import { CHAIN_ID_PARAM, REPEATED_CHECKS_PATH } from '../../shared/components/console-paths';
import { ChainAttemptsTable } from '../../shared/monitoring/chain-attempts-table';
import { ChainFlags, ReviewStatusIndicator } from '../../shared/monitoring/chain-status';
import { reviewStatusText } from '../../shared/monitoring/chain-words';
import { ChainReviewWizard } from './chain-review-wizard';

const NOT_FOUND = 404;

/** The chain in figures: when, how many, what it says, how it was judged. */
function ChainSummary({ chain }: { chain: ChainDetail }) {
  const { t } = useTranslation();
  const review = chain.review;
  const counts = { total: formatCount(chain.attempts), shown: formatCount(chain.attemptsShown.length) };
  // Fewer shown than counted: other markets' attempts, or only the latest of a chain longer than a page.
  const attempts =
    chain.attemptsShown.length === chain.attempts
      ? formatCount(chain.attempts)
      : chain.attempts > MAX_CHAIN_ATTEMPTS
        ? t('repeatedChecks.chain.attemptsLatest', { ...counts, latest: formatCount(MAX_CHAIN_ATTEMPTS) })
        : t('repeatedChecks.chain.attemptsShown', counts);
  return (
    <Container header={<Header variant="h2">{t('repeatedChecks.chain.summary')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('repeatedChecks.chain.firstAt'), value: formatDateTime(chain.firstAt) },
          { label: t('repeatedChecks.chain.lastAt'), value: formatDateTime(chain.lastAt) },
          { label: t('repeatedChecks.chain.attempts'), value: attempts },
          { label: t('repeatedChecks.chain.flags'), value: <ChainFlags flags={chain.flags} /> },
          {
            label: t('repeatedChecks.chain.reviewStatus'),
            value: (
              <span data-testid="chain-review-status">
                <ReviewStatusIndicator status={chain.reviewStatus} />
              </span>
            ),
          },
          ...(review
            ? [
                {
                  label: t('repeatedChecks.chain.review'),
                  value: (
                    <SpaceBetween size="xxxs">
                      <span>
                        {t('repeatedChecks.chain.reviewedBy', {
                          outcome: reviewStatusText(review.outcome, t),
                          by: review.by,
                          at: formatDateTime(review.at),
                        })}
                      </span>
                      <Box variant="small" color="text-body-secondary">
                        {t('repeatedChecks.chain.reviewNote', { note: review.note })}
                      </Box>
                      {chain.reviewStatus === 'OPEN' && (
                        <Box variant="small" color="text-status-warning">
                          {t('repeatedChecks.chain.reopened')}
                        </Box>
                      )}
                    </SpaceBetween>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Container>
  );
}

/**
 * /admin/repeatedChecks/chain?id=<chainId>: one chain of repeated checks, named in the URL so the page
 * survives a reload. Its attempts in order with what changed between them, each opening its check, and
 * its review; an unknown chain, or one with no attempt in the caller's markets, is not found.
 */
export default function ChainPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = (params.get(CHAIN_ID_PARAM) ?? '').trim();
  const wellFormed = ChainIdParamsSchema.safeParse({ chainId: id }).success;
  const chain = useApi(
    'checkChain',
    wellFormed ? { params: { chainId: id } } : null,
    undefined,
    (error) => error.status === NOT_FOUND,
  );
  const [reviewing, setReviewing] = useState(false);
  const notFound = !wellFormed || chain.error?.status === NOT_FOUND;
  const toList = (event: CustomEvent) => {
    event.preventDefault();
    navigate(REPEATED_CHECKS_PATH);
  };
  const data = chain.data;

  return (
    <SpaceBetween size="m">
      <BreadcrumbGroup
        ariaLabel={t('repeatedChecks.chain.breadcrumbs')}
        items={[
          { text: t('repeatedChecks.titleLoading'), href: REPEATED_CHECKS_PATH },
          {
            text: wellFormed ? t('repeatedChecks.chain.title', { id }) : t('repeatedChecks.chain.titlePlain'),
            href: '#',
          },
        ]}
        onFollow={(event) => {
          if (event.detail.href === REPEATED_CHECKS_PATH) toList(event);
          else event.preventDefault();
        }}
      />
      {notFound ? (
        <Container header={<Header variant="h1">{t('repeatedChecks.chain.notFound')}</Header>}>
          <Button href={REPEATED_CHECKS_PATH} onFollow={toList}>
            {t('repeatedChecks.chain.back')}
          </Button>
        </Container>
      ) : chain.error && !data ? (
        <Container>
          <SpaceBetween size="s" direction="horizontal" alignItems="center">
            <StatusIndicator type="error">{t('repeatedChecks.chain.failed')}</StatusIndicator>
            <Button onClick={() => void chain.mutate()}>{t('repeatedChecks.chain.retry')}</Button>
          </SpaceBetween>
        </Container>
      ) : data ? (
        <SpaceBetween size="l">
          <Header
            variant="h1"
            description={[data.subject, data.identifier].filter(Boolean).join(' · ')}
            actions={
              <Button variant="primary" onClick={() => setReviewing(true)}>
                {t('repeatedChecks.review.action')}
              </Button>
            }
          >
            {t('repeatedChecks.chain.title', { id: data.chainId })}
          </Header>
          <ChainSummary chain={data} />
          <Container header={<Header variant="h2">{t('repeatedChecks.chain.attemptsTitle')}</Header>}>
            <ChainAttemptsTable attempts={data.attemptsShown} />
          </Container>
          <ChainReviewWizard
            chain={reviewing ? data : undefined}
            onDismiss={() => setReviewing(false)}
            onSettled={() => void chain.mutate()}
          />
        </SpaceBetween>
      ) : (
        <Box textAlign="center" padding={{ vertical: 'xxl' }}>
          <StatusIndicator type="loading">{t('repeatedChecks.titleLoading')}</StatusIndicator>
        </Box>
      )}
    </SpaceBetween>
  );
}
