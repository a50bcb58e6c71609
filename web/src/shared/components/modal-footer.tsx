import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface ModalFooterProps {
  /** The link that closes the modal and changes nothing ('Chiudi', 'Annulla'). */
  closeText: string;
  onClose: () => void;
  /** The modal's own actions, after the link; the main one last. */
  children?: ReactNode;
}

/** The footer of a modal with actions (a detail, a confirmation): on the right, the way out first. */
export function ModalFooter({ closeText, onClose, children }: ModalFooterProps) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onClose}>
          {closeText}
        </Button>
        {children}
      </SpaceBetween>
    </Box>
  );
}
