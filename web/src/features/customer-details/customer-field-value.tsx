import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { i18n, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerFeedField } from '../../../../shared/customers/customer-fields';
import { formatDate, formatEuro, formatNumber } from '../../../../shared/format/italian-format';
import { yesNo } from './customer-summary';

/** What the page shows for a field the feed left empty. */
export const NO_VALUE = '-';

/** A code by its name in the catalogue ('PER' → 'Persona Fisica o Ditta Individuale'); unknown: as is. */
export function codeName(i18n: i18n, group: string, code: string | null): string {
  if (code === null || code === '') return NO_VALUE;
  const key = `${group}.${code}`;
  return i18n.exists(key) ? i18n.t(key as 'app.name') : code;
}

/** How a field reads, by its kind: money in euro and dates in the Italian format, flags in words. */
export type FieldKind = 'text' | 'money' | 'number' | 'date' | 'flag';

export function fieldText(customer: Customer, field: CustomerFeedField, kind: FieldKind, t: TFunction): string {
  const value = customer[field];
  if (value === null || value === '') return NO_VALUE;
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatEuro(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'flag': {
      const flag = yesNo(String(value));
      return flag ? t(`customerDetails.values.${flag}`) : String(value);
    }
    default:
      return String(value);
  }
}

/** A value tagged with its field, so tests and assistive tooling find it by name. */
export function FieldValue({ field, children }: { field: string; children: ReactNode }) {
  return <span data-field={field}>{children}</span>;
}

/** The customer's status in words and colour: active, or ceased (stopped, not failed). */
export function ClientStatus({ status }: { status: string | null }) {
  const { i18n } = useTranslation();
  if (status !== 'ATTIVO' && status !== 'CESSATO') return <>{status ?? NO_VALUE}</>;
  return (
    <StatusIndicator type={status === 'ATTIVO' ? 'success' : 'stopped'}>
      {codeName(i18n, 'clientsList.options.clientStatus', status)}
    </StatusIndicator>
  );
}
