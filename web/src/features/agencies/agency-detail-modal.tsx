import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';
import type { Agency } from '../../../../shared/schemas/agency';
import { ModalFooter } from '../../shared/components/modal-footer';

interface AgencyDetailModalProps {
  agency: Agency;
  onClose: () => void;
  /** A change was chosen: the caller runs it through the wizard. */
  onAction: (kind: 'rename' | 'delete') => void;
}

/** One agency's detail (menagementWizard of spec 'Shared wizards'): its code and name, rename or delete. */
export function AgencyDetailModal({ agency, onClose, onAction }: AgencyDetailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('agencies.detail.title')}
      closeAriaLabel={t('agencies.detail.dismiss')}
      footer={
        <ModalFooter closeText={t('agencies.detail.close')} onClose={onClose}>
          <Button onClick={() => onAction('delete')}>{t('agencies.actions.delete')}</Button>
          <Button variant="primary" onClick={() => onAction('rename')}>
            {t('agencies.actions.rename')}
          </Button>
        </ModalFooter>
      }
    >
      <KeyValuePairs
        columns={2}
        ariaLabel={t('agencies.detail.label')}
        items={[
          { label: t('agencies.columns.code'), value: agency.code },
          { label: t('agencies.columns.name'), value: agency.name },
        ]}
      />
    </Modal>
  );
}
