import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import { formatExpiry } from '../../../../shared/whitelist/whitelist-insert';
import { ModalFooter } from '../../shared/components/modal-footer';
import { SubjectStatusIndicator } from './whitelist-columns';

interface SubjectDetailModalProps {
  subject: WhitelistSubject;
  onClose: () => void;
  /** 'Revoca' was chosen: the caller runs the revocationWizard. */
  onRevoke: () => void;
}

/**
 * A subject's detail (spec section 2 'White list'): every field of the entry, and 'Revoca' only while
 * it is not revoked (an expired entry may still be revoked: the spec's only condition is the date).
 */
export function SubjectDetailModal({ subject, onClose, onRevoke }: SubjectDetailModalProps) {
  const { t } = useTranslation();
  const empty = '-';
  const item = (field: keyof WhitelistSubject | 'status', value: ReactNode) => ({
    label: t(`whitelist.columns.${field}`),
    value: value ?? empty,
  });

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('whitelist.detail.title')}
      closeAriaLabel={t('whitelist.detail.dismiss')}
      footer={
        <ModalFooter closeText={t('whitelist.detail.close')} onClose={onClose}>
          {subject.revocationDate === null && (
            <Button variant="primary" onClick={onRevoke}>
              {t('whitelist.detail.revoke')}
            </Button>
          )}
        </ModalFooter>
      }
    >
      <KeyValuePairs
        columns={3}
        ariaLabel={t('whitelist.detail.label')}
        items={[
          item('companyName', subject.companyName),
          item('taxCode', subject.taxCode),
          item('vatRegistrationNo', subject.vatRegistrationNo),
          item('status', <SubjectStatusIndicator subject={subject} />),
          item('reasonDescription', subject.reasonDescription),
          item('id', subject.id),
          item('creationDate', formatDateTime(subject.creationDate)),
          item('creationUser', subject.creationUser),
          item('expiringDate', formatExpiry(subject.expiringDate)),
          item('revocationDate', formatDateTime(subject.revocationDate) || null),
          item('revocationUser', subject.revocationUser),
          item('requestDate', formatDateTime(subject.requestDate) || null),
          item('siebelRequestCode', subject.siebelRequestCode),
          item('idRequest', subject.idRequest === null ? null : String(subject.idRequest)),
          // A note may run over several lines, as typed.
          item('note', subject.note && <span style={{ whiteSpace: 'pre-line' }}>{subject.note}</span>),
        ]}
      />
    </Modal>
  );
}
