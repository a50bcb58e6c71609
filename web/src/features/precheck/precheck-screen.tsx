import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { COMMODITIES, PAYMENT_MODES, PRECHECK_MICRO_SEGMENTS, SUBJECT_TYPES } from '../../../../shared/enums';
import type { CreditCheckAnswer } from '../../../../shared/schemas/precheck';
import type { PrecheckFormField } from '../../../../shared/validators/precheck-form';
import { buildCreditCheckRequest } from '../../../../shared/validators/precheck-payload';
import { ApiError, api, showInPlace, useApi } from '../../shared/api';
import { matchingOptions } from './option-search';
import { canSubmit, precheckFormReducer, serverFieldErrors, visibleErrors } from './precheck-form-state';
import { precheckPrefillState } from './precheck-prefill';
import { PrecheckResultModal } from './precheck-result-modal';

type Result = Parameters<typeof PrecheckResultModal>[0]['result'];

/** Single-subject verification (spec section 2 'Precheck screen', 4 and 5 'Precheck form'). */
export default function PrecheckScreen() {
  const { t } = useTranslation();
  // Another page may open the form prefilled (the customer's page): the URL is the interface.
  const { search } = useLocation();
  const [state, dispatch] = useReducer(precheckFormReducer, search, (query) =>
    precheckPrefillState(new URLSearchParams(query)),
  );
  const [submitting, setSubmitting] = useState(false);
  const [transactionError, setTransactionError] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  // What is typed in the province and municipality searches: their options are found best first.
  const [typed, setTyped] = useState({ provinceCode: '', municipality: '' });
  const { values } = state;
  const errors = visibleErrors(state);
  const isPerson = values.subjectType === 'PF';
  const isCompany = values.subjectType === 'PG';

  // Reference data is long-cached by the server; no need to refetch it on focus.
  const reference = { revalidateOnFocus: false, revalidateIfStale: false } as const;
  const provinces = useApi('provinces', {}, reference);
  const cities = useApi(
    'cities',
    values.provinceCode ? { params: { provinceCode: values.provinceCode } } : null,
    reference,
  );

  useEffect(() => {
    if (cities.data) dispatch({ type: 'municipalitiesListed', names: cities.data.map((city) => city.name) });
  }, [cities.data]);

  const provinceOptions = useMemo<SelectProps.Option[]>(
    () => (provinces.data ?? []).map((province) => ({ label: province.name, value: province.code })),
    [provinces.data],
  );
  const municipalityOptions = useMemo<SelectProps.Option[]>(
    () => (cities.data ?? []).map((city) => ({ label: city.name, value: city.name })),
    [cities.data],
  );

  const change = (field: PrecheckFormField, value: string) => dispatch({ type: 'change', field, value });
  const blur = (field: PrecheckFormField) => dispatch({ type: 'blur', field });

  const codeOptions = (
    codes: readonly string[],
    group: 'subjectTypes' | 'microSegments' | 'commodities' | 'paymentModes',
  ) => codes.map((code) => ({ value: code, label: t(`precheck.${group}.${code}` as 'precheck.subjectTypes.PF') }));
  const selected = (options: readonly SelectProps.Option[], value: string) =>
    options.find((option) => option.value === value) ?? null;

  const subjectTypeOptions = codeOptions(SUBJECT_TYPES, 'subjectTypes');
  const microSegmentOptions = codeOptions(
    values.subjectType === 'PF' || values.subjectType === 'PG' ? PRECHECK_MICRO_SEGMENTS[values.subjectType] : [],
    'microSegments',
  );
  const commodityOptions = codeOptions(COMMODITIES, 'commodities');
  const paymentModeOptions = codeOptions(PAYMENT_MODES, 'paymentModes');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const built = buildCreditCheckRequest(values);
    if (!built.ok) {
      dispatch({ type: 'serverErrors', errors: built.errors });
      return;
    }
    setSubmitting(true);
    setTransactionError(null);
    try {
      const response: CreditCheckAnswer = await api.call('creditCheck', { body: built.request });
      if (response.transactionInfo.code !== 200 || !response.fullCheckInfo) {
        setTransactionError(response.transactionInfo.errorDescription || t('precheck.errorTitle'));
        return;
      }
      setResult({
        fullCheckInfo: response.fullCheckInfo,
        idRequest: response.idRequest,
        explanation: response.explanation,
        repeatedChecks: response.repeatedChecks,
      });
    } catch (caught) {
      // A 400 about fields puts the server's messages on them, and no alert repeats them; anything
      // else is said by the API client's alert.
      if (caught instanceof ApiError && caught.status === 400) {
        const fieldErrors = serverFieldErrors(caught.errors);
        if (Object.keys(fieldErrors).length > 0) showInPlace(caught);
        dispatch({ type: 'serverErrors', errors: fieldErrors });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setTransactionError(null);
  };

  const loadStatus = (loading: boolean, failed: boolean): SelectProps['statusType'] =>
    loading ? 'loading' : failed ? 'error' : 'finished';

  const textInput = (field: 'vatRegistrationNo' | 'taxCode' | 'name' | 'surname' | 'street', disabled: boolean) => (
    <FormField label={t(`precheck.fields.${field}`)} errorText={disabled ? undefined : errors[field]}>
      <Input
        value={values[field]}
        disabled={disabled}
        onChange={({ detail }) => change(field, detail.value)}
        onBlur={() => blur(field)}
        autoComplete={false}
      />
    </FormField>
  );

  const select = (field: PrecheckFormField, options: SelectProps.Option[], extra: Partial<SelectProps> = {}) => (
    <FormField
      label={t(`precheck.fields.${field}` as 'precheck.fields.subjectType')}
      errorText={extra.disabled ? undefined : errors[field]}
    >
      <Select
        selectedOption={selected(options, values[field])}
        options={options}
        placeholder={t('precheck.placeholders.choose')}
        onChange={({ detail }) => change(field, detail.selectedOption.value ?? '')}
        onBlur={() => blur(field)}
        {...extra}
      />
    </FormField>
  );

  // Filtered here (option-search.ts), so an exact or prefix match comes first.
  const filtering: Partial<SelectProps> = {
    filteringType: 'manual',
    filteringPlaceholder: t('precheck.filter'),
    filteringAriaLabel: t('precheck.filter'),
    empty: t('precheck.noMatch'),
    errorText: t('precheck.loadError'),
    recoveryText: t('precheck.retry'),
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('precheck.description')}>
          {t('screens.precheck')}
        </Header>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={reset} disabled={submitting}>
                {t('precheck.reset')}
              </Button>
              <Button variant="primary" disabled={!canSubmit(state)} loading={submitting}>
                {t('precheck.submit')}
              </Button>
            </SpaceBetween>
          }
          errorText={transactionError ?? undefined}
          errorIconAriaLabel={t('precheck.errorTitle')}
        >
          <SpaceBetween size="l">
            {transactionError && (
              <Alert type="error" header={t('precheck.errorTitle')} data-testid="transaction-error">
                {transactionError}
              </Alert>
            )}
            <Container header={<Header variant="h2">{t('precheck.subjectSection')}</Header>}>
              <ColumnLayout columns={3}>
                {select('subjectType', subjectTypeOptions)}
                {select('microSegment', microSegmentOptions, { disabled: !values.subjectType || isPerson })}
                {textInput('vatRegistrationNo', !isCompany)}
                {textInput('taxCode', !isPerson)}
                {textInput('name', !isPerson)}
                {textInput('surname', !isPerson)}
              </ColumnLayout>
            </Container>
            <Container header={<Header variant="h2">{t('precheck.supplySection')}</Header>}>
              <ColumnLayout columns={3}>
                {select('commodity', commodityOptions)}
                {select('paymentMode', paymentModeOptions)}
                {select('provinceCode', provinceOptions, {
                  ...filtering,
                  // The found ones, best first; the chosen one is still read from them all.
                  options: matchingOptions(provinceOptions, typed.provinceCode),
                  placeholder: t('precheck.placeholders.province'),
                  statusType: loadStatus(provinces.isLoading, Boolean(provinces.error)),
                  loadingText: t('precheck.loadingProvinces'),
                  onLoadItems: ({ detail }) => {
                    setTyped((current) => ({ ...current, provinceCode: detail.filteringText }));
                    if (provinces.error) void provinces.mutate();
                  },
                })}
                {select('municipality', municipalityOptions, {
                  ...filtering,
                  options: matchingOptions(municipalityOptions, typed.municipality),
                  placeholder: t('precheck.placeholders.municipality'),
                  disabled: !values.provinceCode,
                  statusType: loadStatus(cities.isLoading, Boolean(cities.error)),
                  loadingText: t('precheck.loadingMunicipalities'),
                  onLoadItems: ({ detail }) => {
                    setTyped((current) => ({ ...current, municipality: detail.filteringText }));
                    if (cities.error) void cities.mutate();
                  },
                })}
                {textInput('street', !values.municipality)}
              </ColumnLayout>
            </Container>
          </SpaceBetween>
        </Form>
      </form>
      <PrecheckResultModal result={result} onClose={() => setResult(null)} />
    </ContentLayout>
  );
}
