import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { OpenApiDocument, OpenApiParameter } from '../../../../shared/openapi/document-schema';
import { type ApiOperation, type JsonSchema, resolveSchema, resolveSchemas, responseStatuses } from './api-operations';
import { SchemaView } from './schema-view';

interface OperationDetailsProps {
  document: OpenApiDocument;
  entry: ApiOperation;
}

/** One operation in full: who may call it, its parameters, body and every response with its schema. */
export function OperationDetails({ document, entry }: OperationDetailsProps) {
  const { t } = useTranslation();
  const { operation } = entry;
  const body = Object.entries(operation.requestBody?.content ?? {})[0];
  const responses = responseStatuses(operation).map((status) => {
    const response = operation.responses[status];
    const [mediaType, media] = Object.entries(response?.content ?? {})[0] ?? [];
    const resolved = media ? resolveSchemas(document, media.schema) : [];
    const names = resolved.flatMap(({ name }) => (name ? [name] : []));
    return { status, description: response?.description ?? '', mediaType, resolved, names };
  });
  // Each schema the responses name is shown once: the answer's (a role's own beside it) and the error shape.
  const shown = new Map<string, JsonSchema>();
  for (const { resolved } of responses) {
    for (const { name, schema } of resolved) if (name) shown.set(name, schema);
  }

  return (
    <SpaceBetween size="l">
      <KeyValuePairs
        columns={4}
        items={[
          { label: t('apiDocs.operationId'), value: operation.operationId },
          { label: t('apiDocs.routeCode'), value: operation['x-route-code'] },
          { label: t('apiDocs.roles'), value: operation['x-roles'].join(', ') },
          { label: t('apiDocs.handler'), value: operation['x-handler'] },
        ]}
      />

      <Section title={t('apiDocs.parameters')}>
        {operation.parameters?.length ? (
          <Parameters parameters={operation.parameters} />
        ) : (
          <Box color="text-body-secondary">{t('apiDocs.noParameters')}</Box>
        )}
      </Section>

      <Section title={t('apiDocs.requestBody')}>
        {body ? (
          <SchemaBlock mediaType={body[0]} {...resolveSchema(document, body[1].schema)} />
        ) : (
          <Box color="text-body-secondary">{t('apiDocs.noRequestBody')}</Box>
        )}
      </Section>

      <Section title={t('apiDocs.responses')}>
        <Table
          variant="embedded"
          wrapLines
          ariaLabels={{ tableLabel: `${t('apiDocs.responses')} ${entry.key}` }}
          items={responses}
          trackBy="status"
          columnDefinitions={[
            { id: 'status', header: t('apiDocs.statusColumn'), cell: (row) => row.status, width: 90 },
            { id: 'schema', header: t('apiDocs.schema'), cell: (row) => row.names.join(' | ') || row.mediaType || '-' },
            { id: 'description', header: t('apiDocs.descriptionColumn'), cell: (row) => row.description },
          ]}
        />
        {[...shown].map(([name, schema]) => (
          <SchemaBlock key={name} name={name} schema={schema} />
        ))}
      </Section>
    </SpaceBetween>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SpaceBetween size="xs">
      <Box variant="h4" tagOverride="h3">
        {title}
      </Box>
      {children}
    </SpaceBetween>
  );
}

function SchemaBlock({ name, schema, mediaType }: { name?: string; schema: JsonSchema; mediaType?: string }) {
  const { t } = useTranslation();
  const label = name ? t('apiDocs.schemaOf', { name }) : t('apiDocs.schema');
  return (
    <SpaceBetween size="xxs">
      <Box variant="strong">
        {label}
        {mediaType ? ` (${mediaType})` : ''}
      </Box>
      <SchemaView schema={schema} label={label} />
    </SpaceBetween>
  );
}

function Parameters({ parameters }: { parameters: readonly OpenApiParameter[] }) {
  const { t } = useTranslation();
  return (
    <Table
      variant="embedded"
      wrapLines
      ariaLabels={{ tableLabel: t('apiDocs.parameters') }}
      items={[...parameters]}
      trackBy={(parameter) => `${parameter.in}:${parameter.name}`}
      columnDefinitions={[
        { id: 'name', header: t('apiDocs.parameterName'), cell: (parameter) => parameter.name },
        { id: 'in', header: t('apiDocs.parameterIn'), cell: (parameter) => parameter.in },
        {
          id: 'required',
          header: t('apiDocs.parameterRequired'),
          cell: (parameter) => (parameter.required ? t('apiDocs.yes') : t('apiDocs.no')),
        },
        {
          id: 'schema',
          header: t('apiDocs.schema'),
          cell: (parameter) => {
            const [mediaType, media] = Object.entries(parameter.content ?? {})[0] ?? [];
            const schema = media?.schema ?? parameter.schema ?? {};
            return (
              <SpaceBetween size="xxs">
                {mediaType && <Box variant="small">{`${t('apiDocs.parameterContent')}: ${mediaType}`}</Box>}
                {parameter.description && <Box variant="small">{parameter.description}</Box>}
                <SchemaView schema={schema} label={`${t('apiDocs.schema')} ${parameter.name}`} />
              </SpaceBetween>
            );
          },
        },
      ]}
    />
  );
}
