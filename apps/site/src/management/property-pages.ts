// The property and rental unit screens, one lazily loaded chunk: the list, a new property, a property's
// tabs, the units side by side with a unit's form, and a unit's own page.
export * as propertyList from './properties/property-list-page';
export * as propertyNew from './properties/property-new-page';
export * as propertyPage from './properties/property-page';
export * as manageUnits from './units/manage-units-page';
export * as manageUnit from './units/manage-unit-page';
export * as rentalUnit from './units/rental-unit-page';
export * as unitList from './units/unit-list-page';
