import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_ROW_FIELDS,
  type Customer,
  type CustomerFeedField,
  isInArrears,
} from '../../../../shared/customers/customer-fields';
import { formatDate } from '../../../../shared/format/italian-format';
import { customerValueText, NO_VALUE } from '../../shared/customers/customer-value-text';
import { ClientStatus, FieldValue } from './customer-field-value';
import { supplyAddress } from './customer-summary';

type Item = KeyValuePairsProps.Pair;

/** One section of the page: a titled container of label-value pairs. */
function Section({ title, columns, items }: { title: string; columns: 1 | 2 | 3 | 4; items: Item[] }) {
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <KeyValuePairs columns={columns} items={items} ariaLabel={title} />
    </Container>
  );
}

/** The label-value pairs of a section, each value tagged with its field. */
function useItems(customer: Customer) {
  const { t } = useTranslation();
  const labelled = (field: string, value: ReactNode): Item => ({
    // A field of the customer row is named as the list's column, so the list and the page agree.
    label: (CUSTOMER_ROW_FIELDS as readonly string[]).includes(field)
      ? t(`clientsList.columns.${field}` as 'clientsList.columns.A_NOME')
      : t(`customerDetails.fields.${field}` as 'customerDetails.fields.supplyAddress'),
    value: <FieldValue field={field}>{value}</FieldValue>,
  });
  const plain = (field: CustomerFeedField) => labelled(field, customerValueText(field, customer[field], t));
  return { t, labelled, plain };
}

/** Who the customer is and where it sits: identifiers, names, market, segments, status, supply. */
export function IdentitySection({ customer }: { customer: Customer }) {
  const { t, labelled, plain } = useItems(customer);
  return (
    <Section
      title={t('customerDetails.sections.identity')}
      columns={4}
      items={[
        plain('A_CODICE_CLIENTE'),
        plain('A_CODICE_FISCALE'),
        plain('A_PARTITA_IVA'),
        plain('A_MERCATO'),
        plain('A_RAGIONE_SOCIALE'),
        plain('A_COGNOME'),
        plain('A_NOME'),
        labelled('K_STATO_CLIENTE', <ClientStatus status={customer.K_STATO_CLIENTE} />),
        plain('A_MICRO_SEGMENTO_DESC'),
        plain('A_MACRO_SEGMENTO_DESC'),
        plain('A_PRESENZA_PDR'),
        labelled('supplyAddress', supplyAddress(customer) || NO_VALUE),
      ]}
    />
  );
}

/**
 * The credit position a credit analyst reads first: overdue (net, gross), not yet due, invoiced, then
 * the classes and indices, the payment class with the day it was last set, and when the KPIs were computed.
 */
export function CreditSection({ customer }: { customer: Customer }) {
  const { t, labelled, plain } = useItems(customer);
  const performanceClass = customerValueText('K_ANDAMENTALE_CLASSE', customer.K_ANDAMENTALE_CLASSE, t);
  const classDate = formatDate(customer.K_ANDAMENTALE_DT_ULTIMO);
  const inArrears = isInArrears(customer);
  return (
    <Section
      title={t('customerDetails.sections.credit')}
      columns={4}
      items={[
        plain('K_CRED_SCAD_NETTO_TOTALE'),
        plain('K_CRED_SCAD_LORDO_TOTALE'),
        plain('K_CRED_A_SCAD_NETTO_TOTALE'),
        labelled(
          'arrears',
          <StatusIndicator type={inArrears ? 'warning' : 'success'}>
            {t(`customerDetails.values.${inArrears ? 'inArrears' : 'noArrears'}`)}
          </StatusIndicator>,
        ),
        plain('K_FATTURATO_TOTALE'),
        plain('K_FATTURATO_ULTIMI_12M'),
        labelled(
          'K_ANDAMENTALE_CLASSE',
          classDate && performanceClass !== NO_VALUE
            ? t('customerDetails.values.classSince', { value: performanceClass, date: classDate })
            : performanceClass,
        ),
        plain('K_INDICE_DUNNING'),
        plain('K_RECUPERABILITA_INDICE'),
        plain('K_RECUPERABILITA_CLASSE'),
        plain('K_DATA_CALCOLO_KPI'),
      ]}
    />
  );
}

/** What the credit bureau knows of the customer (the C_ fields), as of its update date. */
export function BureauSection({ customer }: { customer: Customer }) {
  const { t, plain } = useItems(customer);
  return (
    <Section
      title={t('customerDetails.sections.bureau')}
      columns={2}
      items={[
        plain('C_CODICE_ATECO_07'),
        plain('C_DESCRIZIONE_ATECO_07'),
        plain('C_FORMA_GIURIDICA'),
        plain('C_STATO_ATTIVITA'),
        plain('C_PROTESTI_SI_NO'),
        plain('C_PREGIUD_SI_NO'),
        plain('C_PROCED_PRESENZA'),
        plain('C_DATA_AGGIORNAMENTO'),
      ]}
    />
  );
}

/** The customer's credit score (the S_ fields). */
export function ScoreSection({ customer }: { customer: Customer }) {
  const { t, plain } = useItems(customer);
  return (
    <Section
      title={t('customerDetails.sections.score')}
      columns={2}
      items={[plain('S_VALORE_CGS'), plain('S_CLASSE_CGS'), plain('S_CLASSE_CGS_DESC')]}
    />
  );
}
