// The addresses of the work order screens: a company's list and one work order (or a new one).

/** `/workorders/1`; with `search`, the list filtered (`?status=done`). */
export const workOrderListPath = (companyId: number, search = '') =>
  `/workorders/${companyId}${search ? `?${search}` : ''}`;

/** `/workorders/1/7`, `/workorders/1/new` (with `?unit=` to start at a unit). */
export const workOrderPath = (companyId: number, id: number | 'new', unitId?: number) =>
  `/workorders/${companyId}/${id}${id === 'new' && unitId ? `?unit=${unitId}` : ''}`;
