// The failure answers every management endpoint documents in OpenAPI.
import { failureSchema } from '@hangar/contracts';

export const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
};
