import { lazy, Suspense } from 'react';
import type { ExportModalProps } from './export-modal';

// The form downloads the first time the modal opens, not with the list screen.
const ExportModal = lazy(() => import('./export-modal'));

/**
 * The export modal as a list screen places it: beside its table, not inside the table's header (the
 * table may re-create its header, which would close the modal), and mounted only while open, so each
 * opening starts from a fresh form.
 */
export function LazyExportModal({ visible, ...props }: ExportModalProps & { visible: boolean }) {
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ExportModal {...props} />
    </Suspense>
  );
}
