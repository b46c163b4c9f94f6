// Test and story queries of an AccessTable: what one cell says about one feature and bit.

/** The cell state ('granted', 'none', 'some', 'uncertain') of `feature` × `column` in an access table. */
export function accessCell(table: HTMLElement, feature: string, column: 'View' | 'Add' | 'Edit' | 'Delete') {
  const row = [...table.querySelectorAll('tr')].find(
    (r) => r.querySelector('th[scope="row"]')?.textContent === feature,
  );
  return row?.querySelector<HTMLElement>(`[data-access="${column}"]`)?.dataset.state ?? null;
}
