import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import type { ReactNode } from 'react';

interface ReadOnlyModalProps {
  visible: boolean;
  onDismiss: () => void;
  header: string;
  size: ModalProps['size'];
  /** The footer's one button ('Chiudi'). */
  closeText: string;
  /** The name of the corner's close button ('Chiudi il confronto'). */
  dismissLabel: string;
  children: ReactNode;
}

/** A modal that only shows something (charts, a comparison): its one action closes it. */
export function ReadOnlyModal({
  visible,
  onDismiss,
  header,
  size,
  closeText,
  dismissLabel,
  children,
}: ReadOnlyModalProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      size={size}
      header={header}
      closeAriaLabel={dismissLabel}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {closeText}
          </Button>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
