import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { type ReactNode, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIGURATION_MESSAGE_TIMEOUT_MS } from '../../../../../shared/constants';
import type { Configuration, ConfigurationFile } from '../../../../../shared/schemas/configuration';
import type { ConfigurationIssue } from '../../../../../shared/validators/configuration-rules';
import { ModalFooter } from '../../../shared/components/modal-footer';
import { CheckRowsTable } from './check-rows-table';
import { createEditBuffer, draftOf, editBufferReducer, FILE_PARTS, type FilePart } from './configuration-edit-buffer';
import { ConfigurationSummary } from './configuration-summary';
import { checkUpdate } from './configuration-update-check';
import { ReasonsTable } from './reasons-table';
import { useRuleMessage } from './rule-message';
import { useExpiringMessages } from './use-expiring-messages';
import { ValidityDaysField } from './validity-days-field';

export interface ConfigurationDetailModalProps {
  configuration: Configuration;
  /** The caller knows the lifecycle: UPDATING always, CURRENT only while no UPDATING exists, never ARCHIVED. */
  editable: boolean;
  onClose(): void;
  /** 'Aggiorna' with a file every rule accepts, numbers parsed: the caller asks for the note and confirms. */
  onUpdate(file: ConfigurationFile): void;
  /** The caller's operations on this version (publish, delete, restore, compare), beside 'Chiudi'. */
  footerActions?: ReactNode;
  /** False hides the modal and keeps its edits (while the update's wizard asks for the note); default true. */
  visible?: boolean;
}

/**
 * The detail of one configuration version (spec section 2 'Configuration'): its data, then five tabs.
 *
 * Which check table is which tab. The spec names the tabs (Parametri white list, Parametri Black List
 * Morosi, Parametri Andamentale) and the file's tables (whiteListChecks, paymentTrendChecks,
 * paymentScoreChecks) in the same order without pairing them. We pair them in that order, and the
 * meaning agrees: 'morosi' are customers in arrears, which paymentTrendChecks measures (overdue share,
 * exposure and overdue amount, the EX303 'morosità in corso' rule); 'andamentale' is the payment
 * behaviour class (K_ANDAMENTALE_CLASSE, 1 to 6) that paymentScoreChecks compares with its
 * paymentScoreThreshold (EX302). The precheck's 'Dettagli' name the tables the same way.
 *
 * When editable, the tabs edit a buffer (configuration-edit-buffer.ts); 'Aggiorna' appears after the
 * first edit, validates the whole file and hands it to `onUpdate` only when every rule is met.
 */
export function ConfigurationDetailModal({
  configuration,
  editable,
  onClose,
  onUpdate,
  footerActions,
  visible = true,
}: ConfigurationDetailModalProps) {
  const { t } = useTranslation();
  const [buffer, dispatch] = useReducer(editBufferReducer, configuration.configurationFile, createEditBuffer);
  const [activeTab, setActiveTab] = useState<FilePart>('whiteListChecks');
  const ruleMessage = useRuleMessage();
  const tableMessages = useExpiringMessages<ConfigurationIssue>(CONFIGURATION_MESSAGE_TIMEOUT_MS);

  // Another version, or this one saved again: the edits made on the previous one no longer apply.
  const source = `${configuration.id}#${configuration.version}`;
  const [loaded, setLoaded] = useState(source);
  if (loaded !== source) {
    setLoaded(source);
    dispatch({ type: 'reset', file: configuration.configurationFile });
  }

  const update = () => {
    const check = checkUpdate(draftOf(buffer));
    if (check.valid) {
      tableMessages.dismiss();
      onUpdate(check.file);
      return;
    }
    dispatch({ type: 'reveal' });
    tableMessages.show(check.alert);
    if (check.firstPart) setActiveTab(check.firstPart);
  };

  const tabContent = (part: FilePart) => {
    const props = { buffer, dispatch, editable };
    if (part === 'whitelistReasonParams') return <ReasonsTable {...props} />;
    if (part === 'whitelistValidityDaysParam') return <ValidityDaysField {...props} />;
    return <CheckRowsTable part={part} {...props} />;
  };

  return (
    <Modal
      visible={visible}
      size="max"
      onDismiss={onClose}
      header={t('configurationEditor.title')}
      closeAriaLabel={t('configurationEditor.dismiss')}
      footer={
        <ModalFooter closeText={t('configurationEditor.close')} onClose={onClose}>
          {footerActions}
          {editable && buffer.edited && (
            <Button variant="primary" onClick={update}>
              {t('configurationEditor.update')}
            </Button>
          )}
        </ModalFooter>
      }
    >
      <SpaceBetween size="l">
        <ConfigurationSummary configuration={configuration} />
        {tableMessages.messages.length > 0 && (
          <Alert
            type="error"
            header={t('configurationEditor.invalid')}
            dismissible
            onDismiss={tableMessages.dismiss}
            data-testid="configuration-table-messages"
          >
            <ul>
              {tableMessages.messages.map(({ path, message }) => {
                const text = t('configurationEditor.tableMessage', {
                  table: t(`configurationEditor.tabs.${path[0] as FilePart}`),
                  message: ruleMessage(message),
                });
                return <li key={text}>{text}</li>;
              })}
            </ul>
          </Alert>
        )}
        <Tabs
          ariaLabel={t('configurationEditor.tabsLabel')}
          activeTabId={activeTab}
          onChange={({ detail }) => setActiveTab(detail.activeTabId as FilePart)}
          tabs={FILE_PARTS.map((part) => ({
            id: part,
            label: t(`configurationEditor.tabs.${part}`),
            content: tabContent(part),
          }))}
        />
      </SpaceBetween>
    </Modal>
  );
}
