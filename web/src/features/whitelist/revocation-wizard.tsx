import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import { api } from '../../shared/api';
import { OperationWizard } from '../../shared/wizard/operation-wizard';
import { subjectLabel } from './whitelist-subject';

interface RevocationWizardProps {
  /** The subject to revoke; none: the wizard is closed. */
  subject: WhitelistSubject | undefined;
  onDismiss: () => void;
  /** After the call, revoked or refused: a refusal (409) means someone revoked it meanwhile, so both reload the row. */
  onSettled: () => void;
}

/**
 * The revocationWizard (spec 'Shared wizards'): nothing to type, so it opens on 'Vuoi confermare
 * l'operazione?' / 'Non è reversibile' (spec section 4: a revocation is irreversible); then the outcome with the server's text (revoked meanwhile by
 * someone else: its 409).
 */
export function RevocationWizard({ subject, onDismiss, onSettled }: RevocationWizardProps) {
  const { t } = useTranslation();
  return (
    <OperationWizard
      visible={subject !== undefined}
      title={t('whitelist.revoke.title')}
      needsNote={false}
      irreversible
      confirmDetail={
        subject && <Box variant="p">{t('whitelist.revoke.summary', { subject: subjectLabel(subject) })}</Box>
      }
      perform={() =>
        subject ? api.call('revokeWhitelist', { params: { id: subject.id } }).finally(onSettled) : Promise.resolve()
      }
      onDismiss={onDismiss}
    />
  );
}
