import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { ChainAttempt } from '../../../../shared/schemas/monitoring';
import { checkDetailHref } from '../components/console-paths';
import { useFilterTexts } from '../list/filter-texts';
import { TrafficLightStatus } from '../list/request-log-cells';
import '../list/list-table.css';
import './chain-changes.css';
import { attemptIdentifier, attemptSubject, COLUMN_FIELDS, changeTexts } from './chain-words';

interface ChainAttemptsTableProps {
  /** In order, oldest first, as the chain keeps them. */
  attempts: readonly ChainAttempt[];
  /** The check whose page shows the table: its row says so and links nowhere. */
  currentId?: number;
  header?: ReactNode;
}

/** A cell whose value changed from the attempt before: marked, and said so to assistive technology. */
function Marked({ changed, children }: { changed: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (!changed) return <>{children}</>;
  return (
    <span className="semaforo-changed">
      {children}
      <span className="semaforo-visually-hidden"> {t('repeatedChecks.attempts.changedMark')}</span>
    </span>
  );
}

/**
 * A chain's attempts in order: each with its outcome, who made it and from which channel or agency, the
 * subject as typed with what differs from the attempt before marked cell by cell, and what changed in
 * words; each attempt opens its check's page.
 */
export function ChainAttemptsTable({ attempts, currentId, header }: ChainAttemptsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts = useFilterTexts();
  const changedIn = (attempt: ChainAttempt, column: keyof typeof COLUMN_FIELDS) =>
    COLUMN_FIELDS[column].some((field) => attempt.changed.includes(field));
  const column = (id: string) => t(`repeatedChecks.attempts.columns.${id}` as 'repeatedChecks.attempts.columns.at');

  const definitions: TableProps.ColumnDefinition<ChainAttempt>[] = [
    { id: 'order', minWidth: 60, header: column('order'), cell: (attempt) => attempts.indexOf(attempt) + 1 },
    {
      id: 'check',
      minWidth: 120,
      header: column('check'),
      cell: (attempt) => {
        const text = t('repeatedChecks.attempts.check', { id: attempt.idRequest });
        if (attempt.idRequest === currentId) return `${text} (${t('repeatedChecks.attempts.thisCheck')})`;
        const href = checkDetailHref(attempt.idRequest);
        return (
          <Link
            href={href}
            onFollow={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {text}
          </Link>
        );
      },
    },
    { id: 'at', minWidth: 170, header: column('at'), cell: (attempt) => formatDateTime(attempt.at) },
    {
      id: 'outcome',
      minWidth: 130,
      header: column('outcome'),
      cell: (attempt) => (
        <SpaceBetween direction="horizontal" size="xs">
          {attempt.trafficLight && <TrafficLightStatus light={attempt.trafficLight} />}
          <span>{attempt.outputCode ?? '-'}</span>
        </SpaceBetween>
      ),
    },
    { id: 'user', minWidth: 150, header: column('user'), cell: (attempt) => attempt.userId },
    {
      id: 'origin',
      minWidth: 220,
      header: column('origin'),
      cell: (attempt) =>
        [
          attempt.channel && texts.option('acquisitionChannel', attempt.channel),
          [attempt.agency, attempt.agencyName].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(' · ') || '-',
    },
    {
      id: 'market',
      minWidth: 110,
      header: column('market'),
      cell: (attempt) => texts.option('market', attempt.market),
    },
    {
      id: 'subject',
      minWidth: 190,
      header: column('subject'),
      cell: (attempt) => (
        <Marked changed={changedIn(attempt, 'subject')}>{attemptSubject(attempt.fields) || '-'}</Marked>
      ),
    },
    {
      id: 'identifier',
      minWidth: 200,
      header: column('identifier'),
      cell: (attempt) => (
        <Marked changed={changedIn(attempt, 'identifier')}>{attemptIdentifier(attempt.fields) || '-'}</Marked>
      ),
    },
    {
      id: 'address',
      minWidth: 220,
      header: column('address'),
      cell: (attempt) => <Marked changed={changedIn(attempt, 'address')}>{attempt.fields.address ?? '-'}</Marked>,
    },
    {
      id: 'changed',
      minWidth: 340,
      header: column('changed'),
      cell: (attempt) => {
        const index = attempts.indexOf(attempt);
        if (index === 0) return t('repeatedChecks.attempts.first');
        const changes = changeTexts(attempts[index - 1]?.fields, attempt, t, texts.option);
        if (changes.length === 0) return t('repeatedChecks.attempts.unchanged');
        return (
          <Box>
            {changes.map((change) => (
              <Box key={change} display="block">
                <span className="semaforo-changed">{change}</span>
              </Box>
            ))}
          </Box>
        );
      },
    },
  ];

  // Each column keeps room for its content: a wide chain scrolls sideways rather than breaking words.
  return (
    <Table
      data-testid="chain-attempts"
      variant="embedded"
      header={header}
      ariaLabels={{ tableLabel: t('repeatedChecks.attempts.label') }}
      items={[...attempts]}
      trackBy={(attempt) => String(attempt.idRequest)}
      columnDefinitions={definitions}
      wrapLines
    />
  );
}
