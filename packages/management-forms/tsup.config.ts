import { packageConfig } from '../../tsup.shared';

// The root (screens, hooks, the provider interface) and `/testing` (the memory provider and fixtures).
export default packageConfig({ entry: ['src/index.ts', 'src/testing.ts'] });
