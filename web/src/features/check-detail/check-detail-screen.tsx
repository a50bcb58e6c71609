import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROLE_PROFILES } from '../../../../shared/roles';
import { BACKTEST_KINDS, type BacktestKind } from '../../../../shared/schemas/backtest';
import { CheckDetailParamsSchema } from '../../../../shared/schemas/check-detail';
import { useApi } from '../../shared/api';
import { CHECK_DETAIL_PARAMS, DOSSIER_LIST_PATH } from '../../shared/components/console-paths';
import type { ScreenProps } from '../../shared/components/screen-props';
import { CheckDetailView } from './check-detail-view';

const NOT_FOUND = 404;

/** The draft named in the URL, when it names one the server knows the kind of. */
function draftOf(params: URLSearchParams): { kind: BacktestKind; id: string } | undefined {
  const kind = params.get(CHECK_DETAIL_PARAMS.kind);
  const id = params.get(CHECK_DETAIL_PARAMS.draft);
  return kind && id && (BACKTEST_KINDS as readonly string[]).includes(kind)
    ? { kind: kind as BacktestKind, id }
    : undefined;
}

/**
 * /admin/dossierList/check?id=<idRequest>: one check of the request log, named in the
 * URL so the page survives a reload. A check outside the role's markets does not exist for it (404), as
 * an unknown id does. From a back-test (`kind`, `draft`), the draft's outcome stands beside the one in force.
 */
export default function CheckDetailScreen({ role }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = (params.get(CHECK_DETAIL_PARAMS.id) ?? '').trim();
  const wellFormed = CheckDetailParamsSchema.safeParse({ idRequest: id }).success;
  const draft = draftOf(params);
  const detail = useApi(
    'requestLogCheck',
    wellFormed ? { params: { idRequest: id }, query: draft ? { kind: draft.kind, id: draft.id } : {} } : null,
  );
  const notFound = !wellFormed || detail.error?.status === NOT_FOUND;
  const toList = (event: CustomEvent) => {
    event.preventDefault();
    navigate(DOSSIER_LIST_PATH);
  };

  return (
    <SpaceBetween size="m">
      <BreadcrumbGroup
        ariaLabel={t('checkDetail.breadcrumbs')}
        items={[
          { text: t('checkDetail.dossierList'), href: DOSSIER_LIST_PATH },
          { text: wellFormed ? t('checkDetail.title', { id }) : t('checkDetail.titlePlain'), href: '#' },
        ]}
        onFollow={(event) => {
          if (event.detail.href === DOSSIER_LIST_PATH) toList(event);
          else event.preventDefault();
        }}
      />
      {notFound ? (
        <Container header={<Header variant="h1">{t('checkDetail.notFound.title')}</Header>}>
          <SpaceBetween size="m">
            <Box variant="p">
              {wellFormed ? t('checkDetail.notFound.description', { id }) : t('checkDetail.notFound.noId')}
            </Box>
            <Box>
              <Button href={DOSSIER_LIST_PATH} onFollow={toList}>
                {t('checkDetail.backToList')}
              </Button>
            </Box>
          </SpaceBetween>
        </Container>
      ) : detail.error ? (
        <Container>
          <SpaceBetween size="s" direction="horizontal" alignItems="center">
            <StatusIndicator type="error">{t('checkDetail.loadFailed')}</StatusIndicator>
            <Button onClick={() => void detail.mutate()}>{t('checkDetail.retry')}</Button>
          </SpaceBetween>
        </Container>
      ) : detail.data ? (
        <CheckDetailView detail={detail.data} canOpenChain={ROLE_PROFILES[role].screens.includes('repeatedChecks')} />
      ) : (
        <Box textAlign="center" padding={{ vertical: 'xxl' }}>
          <StatusIndicator type="loading">{t('checkDetail.loading')}</StatusIndicator>
        </Box>
      )}
    </SpaceBetween>
  );
}
