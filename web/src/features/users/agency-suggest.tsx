import Autosuggest from '@cloudscape-design/components/autosuggest';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '../../../../shared/schemas/agency';
import { api } from '../../shared/api';

interface AgencySuggestProps {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  controlId: string;
}

/**
 * An agency picked among the mapping's agencies matching what is typed (code or name): only agencies are
 * offered, never the typed text as if it were one; a typed code that is no agency is the field's error
 * (use-user-form.ts looks it up).
 */
export function AgencySuggest({ value, onChange, onBlur, controlId }: AgencySuggestProps) {
  const { t } = useTranslation();
  const [found, setFound] = useState<Agency[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState('');

  useEffect(() => {
    let current = true;
    setLoading(true);
    const filters = searched.trim() ? { searchText: searched.trim() } : {};
    api
      .call('retrieveAgencies', { body: { filters, pageNumber: 0, pageSize: 20 } })
      .then((answer) => current && setFound(answer.agencies))
      .catch(() => current && setFound([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [searched]);

  return (
    <Autosuggest
      controlId={controlId}
      value={value}
      onChange={({ detail }) => onChange(detail.value.toUpperCase())}
      onBlur={onBlur}
      onLoadItems={({ detail }) => setSearched(detail.filteringText)}
      options={found.map((agency) => ({ value: agency.code, description: agency.name }))}
      filteringType="manual"
      statusType={loading ? 'loading' : 'finished'}
      loadingText={t('users.fields.agencyLoading')}
      empty={t('users.fields.agencyNone')}
      // A typed text matching no agency says so, rather than offering nothing without a word.
      filteringResultsText={(matches) => (matches === 0 ? t('users.fields.agencyNone') : '')}
      placeholder={t('users.fields.agencyPlaceholder')}
      hideEnteredTextOption
    />
  );
}
