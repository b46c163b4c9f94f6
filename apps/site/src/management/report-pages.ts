// The money report screens, one lazily loaded chunk: the rent roll and the receivables with collections.
export * as rentRoll from './reports/rent-roll-page';
export * as receivables from './reports/receivables-page';
