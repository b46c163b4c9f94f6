export { CrosswindTable, type CrosswindTableProps } from './crosswind-table';
