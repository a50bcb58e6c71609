import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../../shared/format/italian-format';
import { type ConfigurationEditBuffer, type EditAction, visibleValidityDaysError } from './configuration-edit-buffer';
import { draftText } from './editable-cells';
import { useRuleMessage } from './rule-message';

interface ValidityDaysFieldProps {
  buffer: ConfigurationEditBuffer;
  dispatch: Dispatch<EditAction>;
  editable: boolean;
}

/**
 * 'White list - Data fine validità': the days a white-list entry lasts. The spec reads the parameter
 * both as a number of days and as an end date; the file holds days, the end date is derived from them.
 */
export function ValidityDaysField({ buffer, dispatch, editable }: ValidityDaysFieldProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const { value } = buffer.validityDays;
  return (
    <FormField
      label={t('configurationEditor.validityDays')}
      description={t('configurationEditor.validityDaysDescription')}
      controlId="configuration-validity-days"
      errorText={ruleMessage(visibleValidityDaysError(buffer))}
    >
      {editable ? (
        <Input
          controlId="configuration-validity-days"
          inputMode="numeric"
          value={draftText(value)}
          invalid={Boolean(visibleValidityDaysError(buffer))}
          onChange={({ detail }) => dispatch({ type: 'setValidityDays', value: detail.value })}
        />
      ) : (
        <Box>
          {typeof value === 'number' ? t('configurationEditor.validityDaysValue', { days: formatCount(value) }) : value}
        </Box>
      )}
    </FormField>
  );
}
