// The management resources: shared list shapes, each entity's schemas, and the registry.
export * from './resource';
export * from './contact';
export * from './registry';
export * from './company';
export * from './user';
