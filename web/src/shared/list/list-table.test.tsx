// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountKpiModal } from '../testing/mount-kpi-modal';
import type { ListColumn } from './list-columns';
import { ListTable, type ListTableProps } from './list-table';

/** The list table in jsdom: each selection mode, row actions, the empty and failed states. */

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Alfa' },
  { id: 'b', name: 'Beta' },
  { id: 'c', name: 'Gamma' },
];
const COLUMNS: ListColumn<Row>[] = [{ id: 'name', cell: (row) => row.name }];

let screen: ReturnType<typeof mountKpiModal>;
let selected: Row[];
let actions: string[];
beforeEach(() => {
  screen = mountKpiModal();
  selected = [];
  actions = [];
});
afterEach(() => screen.unmount());

function Table(props: Partial<ListTableProps<Row>>) {
  const [rows, setRows] = useState<Row[]>([]);
  return (
    <ListTable<Row>
      columns={COLUMNS}
      columnLabel={(id) => `col-${id}`}
      rows={ROWS}
      trackBy={(row) => row.id}
      rowLabel={(row) => row.name}
      tableLabel="Risultati"
      selection="none"
      selectedRows={rows}
      onSelectionChange={(next) => {
        selected = next;
        setRows(next);
      }}
      empty={{ text: 'Nessuna riga.' }}
      loading={false}
      failed={false}
      onRetry={() => undefined}
      {...props}
    />
  );
}

const inputs = (type: string) => [...document.body.querySelectorAll<HTMLInputElement>(`tbody input[type="${type}"]`)];

describe('ListTable', () => {
  it('offers no selection when the list has none', async () => {
    await screen.render(<Table selection="none" />);
    expect(screen.text()).toContain('Alfa');
    expect(inputs('checkbox')).toHaveLength(0);
    expect(inputs('radio')).toHaveLength(0);
  });

  it('selects one row at a time in single mode', async () => {
    await screen.render(<Table selection="single" />);
    expect(inputs('radio')).toHaveLength(3);
    await screen.click(inputs('radio')[0]);
    await screen.click(inputs('radio')[1]);
    expect(selected.map((row) => row.id)).toEqual(['b']);
  });

  it('selects several rows in multi mode, each named for assistive technology', async () => {
    await screen.render(<Table selection="multi" />);
    const boxes = inputs('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Seleziona la riga Alfa',
      'Seleziona la riga Beta',
      'Seleziona la riga Gamma',
    ]);
    await screen.click(boxes[0]);
    await screen.click(inputs('checkbox')[1]);
    expect(selected.map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('offers a row its one action as a button, several as a menu, none as nothing', async () => {
    await screen.render(
      <Table
        rowActions={{
          header: 'Azioni',
          actions: (row) =>
            row.id === 'a'
              ? [{ id: 'revoke', text: 'Revoca' }]
              : row.id === 'b'
                ? [
                    { id: 'edit', text: 'Modifica' },
                    { id: 'delete', text: 'Elimina' },
                  ]
                : [],
          onAction: (id, row) => actions.push(`${id}:${row.id}`),
        }}
      />,
    );
    expect(screen.text()).toContain('Azioni');
    const revoke = [...document.body.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === 'Revoca Alfa',
    );
    await screen.click(revoke);
    expect(actions).toEqual(['revoke:a']);
    const menu = [...document.body.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === 'Azioni per Beta',
    );
    expect(menu).toBeDefined();
    const labels = [...document.body.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(labels.filter((label) => label?.endsWith('Gamma'))).toEqual([]);
  });

  it('says why a list is empty and offers the way back to the defaults', async () => {
    let resets = 0;
    await screen.render(<Table rows={[]} empty={{ text: 'Nessuna riga.', onReset: () => resets++ }} />);
    expect(screen.text()).toContain('Nessuna riga.');
    await screen.click(screen.button('AZZERA FILTRI'));
    expect(resets).toBe(1);
  });

  it('says a list could not be loaded and offers to try again', async () => {
    let retries = 0;
    await screen.render(<Table rows={[]} failed onRetry={() => retries++} />);
    expect(screen.text()).toContain('Caricamento non riuscito.');
    await screen.click(screen.button('Riprova'));
    expect(retries).toBe(1);
  });
});
