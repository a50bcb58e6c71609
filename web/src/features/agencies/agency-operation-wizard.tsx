import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { OperationWizard } from '../../shared/wizard/operation-wizard';
import { AgencyFormFields } from './agency-form-fields';
import { type AgencyOperation, performAgencyOperation } from './agency-operations';
import { useAgencyForm } from './use-agency-form';

/** Each agency call refuses with one code and one text (shared/refusals.ts). */

interface AgencyOperationWizardProps {
  operation: AgencyOperation;
  onDismiss: () => void;
  onSuccess: () => void;
}

/**
 * InsertAgenzia and the name change or deletion of menagementWizard on the shared wizard: the form
 * (none for a deletion, which opens on the confirmation), 'Vuoi confermare l'operazione?' with what will
 * be saved, then the outcome with the server's text (a code that exists: 409). Mounted per operation,
 * so each opening starts from the agency it is about.
 */
export function AgencyOperationWizard({ operation, onDismiss, onSuccess }: AgencyOperationWizardProps) {
  const { t } = useTranslation();
  const agency = operation.kind === 'insert' ? undefined : operation.agency;
  const form = useAgencyForm(agency ?? { code: '', name: '' });
  const { kind } = operation;
  // A new name only: saving the name it has would change nothing.
  const ready = form.request !== undefined && (kind !== 'rename' || form.request.name !== agency?.name);
  const shown = kind === 'delete' ? agency : form.request;

  return (
    <OperationWizard
      visible
      title={t(`agencies.operations.${kind}`)}
      needsNote={false}
      // Only a deletion cannot be undone: an insert is deleted, a name changed again.
      irreversible={kind === 'delete'}
      step1={
        kind === 'delete' ? undefined : (
          <SpaceBetween size="m">
            <Box variant="p">{t(`agencies.explanations.${kind}`)}</Box>
            <AgencyFormFields form={form} codeReadOnly={kind === 'rename'} />
          </SpaceBetween>
        )
      }
      step1Ready={kind === 'delete' || ready}
      onStep1Refused={form.leaveAll}
      confirmDetail={
        <SpaceBetween size="s">
          {kind === 'delete' && <Box variant="p">{t('agencies.explanations.delete')}</Box>}
          {shown && (
            <KeyValuePairs
              columns={kind === 'rename' ? 3 : 2}
              items={[
                { label: t('agencies.fields.code'), value: shown.code },
                ...(kind === 'rename' ? [{ label: t('agencies.fields.currentName'), value: agency?.name }] : []),
                { label: t('agencies.fields.name'), value: shown.name },
              ]}
            />
          )}
        </SpaceBetween>
      }
      perform={() => performAgencyOperation(operation, form.request)}
      onDismiss={onDismiss}
      onSuccess={onSuccess}
    />
  );
}
