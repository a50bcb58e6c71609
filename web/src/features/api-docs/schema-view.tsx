import Box from '@cloudscape-design/components/box';
import type { JsonSchema } from './api-operations';

interface SchemaViewProps {
  schema: JsonSchema;
  /** Names the scrolling region for screen readers and keyboard users. */
  label: string;
}

/**
 * A JSON Schema as indented JSON. Long schemas scroll in place; the region takes focus so the
 * keyboard can scroll it too.
 */
export function SchemaView({ schema, label }: SchemaViewProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} style={{ maxHeight: 360, overflow: 'auto' }}>
      <Box variant="pre" fontSize="body-s">
        {JSON.stringify(schema, null, 2)}
      </Box>
    </section>
  );
}
