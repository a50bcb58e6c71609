import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OpenApiDocument } from '../../../../shared/openapi/document-schema';
import { useApi } from '../../shared/api';
import { API_CONTRACT_PATH } from '../../shared/components/console-paths';
import { saveTextFile } from '../../shared/list/save-file';
import { type ApiOperation, filterOperations, operationsByTag } from './api-operations';
import { OperationDetails } from './operation-details';

const METHOD_COLOURS: Record<string, BadgeProps['color']> = { GET: 'blue', POST: 'green', DELETE: 'red' };

/**
 * The API contract, reached from the back office: the OpenAPI document the API serves,
 * browsable by route code, searchable, each operation opening onto its roles, inputs and responses,
 * and downloadable as the JSON the server sent.
 */
export default function ApiDocsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contract = useApi('openApiDocument', {});
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => (contract.data ? operationsByTag(contract.data) : []), [contract.data]);
  const found = useMemo(() => filterOperations(groups, filter), [groups, filter]);
  const total = groups.reduce((count, group) => count + group.operations.length, 0);
  const foundCount = found.reduce((count, group) => count + group.operations.length, 0);
  const document = contract.data;

  return (
    <ContentLayout
      breadcrumbs={
        <BreadcrumbGroup
          items={[
            { text: t('screens.backoffice'), href: '/admin/backoffice' },
            { text: t('apiDocs.title'), href: API_CONTRACT_PATH },
          ]}
          onFollow={(event) => {
            event.preventDefault();
            navigate(event.detail.href);
          }}
        />
      }
      header={
        <Header
          variant="h1"
          description={
            document &&
            t('apiDocs.description', { openapi: document.openapi, version: document.info.version, count: total })
          }
          actions={
            <Button
              iconName="download"
              disabled={!document}
              onClick={() =>
                document &&
                saveTextFile(
                  `semaforo-openapi-${document.info.version}.json`,
                  JSON.stringify(document, null, 2),
                  'application/json;charset=utf-8',
                )
              }
            >
              {t('apiDocs.download')}
            </Button>
          }
        >
          {t('apiDocs.title')}
        </Header>
      }
    >
      {!document ? (
        <Box textAlign="center" padding={{ vertical: 'xxl' }}>
          {contract.error ? (
            <SpaceBetween size="s" alignItems="center">
              <StatusIndicator type="error">{t('apiDocs.loadFailed')}</StatusIndicator>
              <Button onClick={() => void contract.mutate()}>{t('apiDocs.retry')}</Button>
            </SpaceBetween>
          ) : (
            <StatusIndicator type="loading">{t('apiDocs.loading')}</StatusIndicator>
          )}
        </Box>
      ) : (
        <SpaceBetween size="l">
          <TextFilter
            filteringText={filter}
            filteringPlaceholder={t('apiDocs.filterPlaceholder')}
            filteringAriaLabel={t('apiDocs.filterLabel')}
            filteringClearAriaLabel={t('apiDocs.clearFilter')}
            countText={filter ? t('apiDocs.matches', { count: foundCount }) : undefined}
            onChange={({ detail }) => setFilter(detail.filteringText)}
          />
          {found.length === 0 ? (
            <Box
              textAlign="center"
              color="text-body-secondary"
              padding={{ vertical: 'xl' }}
              data-testid="api-docs-empty"
            >
              <SpaceBetween size="s" alignItems="center">
                <span>{total === 0 ? t('apiDocs.empty') : t('apiDocs.noMatches')}</span>
                {filter && <Button onClick={() => setFilter('')}>{t('apiDocs.clearFilter')}</Button>}
              </SpaceBetween>
            </Box>
          ) : (
            found.map((group) => (
              <ExpandableSection
                key={group.tag}
                variant="container"
                defaultExpanded
                headerText={group.tag}
                headerCounter={`(${group.operations.length})`}
                headerDescription={group.description}
              >
                <SpaceBetween size="xs">
                  {group.operations.map((entry) => (
                    <OperationSection key={entry.key} document={document} entry={entry} />
                  ))}
                </SpaceBetween>
              </ExpandableSection>
            ))
          )}
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}

/** One operation, closed until opened; its details are drawn only once open (36 operations, long schemas). */
function OperationSection({ document, entry }: { document: OpenApiDocument; entry: ApiOperation }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <ExpandableSection
      variant="default"
      expanded={expanded}
      onChange={({ detail }) => setExpanded(detail.expanded)}
      headerText={
        <span data-testid="api-operation">
          <Badge color={METHOD_COLOURS[entry.method] ?? 'grey'}>{entry.method}</Badge> {entry.path}
        </span>
      }
      headerAriaLabel={`${entry.key} (${entry.operation.operationId})`}
    >
      {expanded && <OperationDetails document={document} entry={entry} />}
    </ExpandableSection>
  );
}
