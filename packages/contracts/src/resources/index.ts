// The management resources: shared list shapes, each entity's schemas, and the registry.
export * from './resource';
export * from './contact';
export * from './registry';
export * from './company';
export * from './user';
export * from './property';
export * from './rental-unit';
export * from './attachment';
export * from './listing';
export * from './listing-check';
export * from './rent-schedule';
export * from './vendor';
export * from './lease';
export * from './aircraft';
export * from './waitlist';
export * from './work-order';
