export { Combobox, type ComboboxProps } from './combobox';
export { filterOptions, findExactOption, normalizeSearchText, type ComboboxOption } from './rules';
