// Properties: a company's buildings and grounds (an airport's hangar rows are one property of type `airport`).
import { z } from 'zod';
import { labelledEnum } from '../labelled-enum';
import { idOrZeroParamSchema, idParamSchema, idSchema } from '../input';
import { PropertyFeature } from '../features';
import { emailSchema } from '../accounts';
import { phoneNumberProblem } from '../phone';
import { contactAddressSchema } from './contact';
import {
  listAnswerSchema,
  listQuerySchema,
  queryBoolean,
  versionSchema,
  type ResourceDefinition,
} from './resource';

const propertyTypes = labelledEnum([
  { value: 'single-family', label: 'Single family' },
  { value: 'multi-family', label: 'Multi-family' },
  { value: 'condo', label: 'Condo / townhome' },
  { value: 'office', label: 'Office' },
  { value: 'retail', label: 'Retail' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'storage', label: 'Storage' },
  { value: 'parking', label: 'Parking' },
  { value: 'airport', label: 'Airport / hangar' },
]);
export const PROPERTY_TYPES = propertyTypes.options;
export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];
export const propertyTypeSchema = propertyTypes.schema;
export const propertyTypeLabel = (type: string): string =>
  PROPERTY_TYPES.find((t) => t.value === type)?.label ?? type;

/** A year of construction: four digits, from 1600 to this year (`now` for tests). */
export function yearBuiltSchema(now: Date = new Date()) {
  const thisYear = now.getUTCFullYear();
  return z
    .number({ error: 'Enter the year as four digits' })
    .int('Enter the year as four digits')
    .min(1600, 'Enter the year as four digits, from 1600')
    .max(thisYear, `The year built cannot be after ${thisYear}`);
}

/** Square feet (a building, a lot): a whole number up to 100 million. */
export const squareFeetSchema = z
  .number({ error: 'Enter a number of square feet' })
  .int('Enter whole square feet')
  .min(0, 'Size cannot be negative')
  .max(100_000_000, 'That is larger than any property');

/** Short labels (amenities): trimmed, unique, at most 30 of 40 characters each. */
export const amenitiesSchema = z
  .array(z.string().trim().min(1).max(40))
  .max(30, 'At most 30 amenities')
  .default([])
  .transform((list) => [...new Set(list)]);

const propertyFields = {
  managementCompanyID: idSchema,
  name: z.string().trim().min(1, 'Name is required').max(200),
  /** How the property files in lists; empty files it under its name. */
  fileAs: z.string().trim().max(200).default(''),
  type: propertyTypeSchema,
  address: contactAddressSchema.nullable().default(null),
  yearBuilt: yearBuiltSchema().nullable().default(null),
  description: z.string().trim().max(4000).default(''),
  squareFeet: squareFeetSchema.nullable().default(null),
  lotSquareFeet: squareFeetSchema.nullable().default(null),
  /** The owners: contacts of the same company. */
  ownerContactIDs: z.array(idSchema).max(20, 'At most 20 owners').default([]),
  /** The property manager: a user of the same company. */
  managerUserID: idSchema.nullable().default(null),
  amenities: amenitiesSchema,
  notes: z.string().trim().max(4000).default(''),
  /** Who the public listings of this property's units name; all empty, the company's listing contact. */
  listingContactName: z.string().trim().max(100, 'Enter at most 100 characters').default(''),
  listingContactPhone: z
    .string()
    .trim()
    .max(40)
    .default('')
    .superRefine((v, ctx) => {
      const problem = v ? phoneNumberProblem(v) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  listingContactEmail: z.union([z.literal(''), emailSchema]).default(''),
  isActive: z.boolean().default(true),
};
export const propertyCreateSchema = z.strictObject(propertyFields);
export const propertyUpdateSchema = z.strictObject({ ...propertyFields, version: versionSchema });
export type PropertyCreate = z.input<typeof propertyCreateSchema>;
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;
export type PropertyWrite = z.output<typeof propertyCreateSchema>;

const namedRef = z.object({ id: idSchema, name: z.string() });

export const propertySchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  name: z.string(),
  fileAs: z.string(),
  type: propertyTypeSchema,
  address: contactAddressSchema.nullable(),
  yearBuilt: z.number().int().nullable(),
  description: z.string(),
  squareFeet: z.number().int().nullable(),
  lotSquareFeet: z.number().int().nullable(),
  ownerContactIDs: z.array(idSchema),
  /** The owners' names, in the order of `ownerContactIDs`. */
  owners: z.array(namedRef),
  managerUserID: idSchema.nullable(),
  manager: namedRef.nullable(),
  amenities: z.array(z.string()),
  notes: z.string(),
  listingContactName: z.string(),
  listingContactPhone: z.string(),
  listingContactEmail: z.string(),
  isActive: z.boolean(),
  unitCount: z.number().int(),
  vacantUnitCount: z.number().int(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type Property = z.infer<typeof propertySchema>;

export const propertyListItemSchema = propertySchema
  .pick({
    id: true,
    managementCompanyID: true,
    name: true,
    fileAs: true,
    type: true,
    isActive: true,
    unitCount: true,
    vacantUnitCount: true,
    updatedUtc: true,
    version: true,
  })
  .extend({ city: z.string().nullable(), managerName: z.string().nullable() });
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const PROPERTY_SORTS = ['fileAs', 'type', 'units', 'vacant', 'city', 'updated'] as const;
export const propertySearchSchema = listQuerySchema(PROPERTY_SORTS, {
  managementCompanyID: idParamSchema,
  type: propertyTypeSchema.optional(),
  /** Absent: active properties only; `all`: both. */
  active: z.enum(['true', 'false', 'all']).default('true'),
  /** Only properties with a vacant unit. */
  vacant: queryBoolean.optional(),
});
export type PropertySearch = z.input<typeof propertySearchSchema>;
export const propertyListSchema = listAnswerSchema(propertyListItemSchema);

/** `PropertyFileAsExist/{company}/{property}/{fileAs}`: another property of the company files the same. */
export const propertyFileAsExistParamsSchema = z.strictObject({
  managementCompanyID: idParamSchema,
  /** The property being edited (0 for a new one), left out of the comparison. */
  propertyID: idOrZeroParamSchema,
  fileAs: z.string().trim().min(1).max(200),
});
export const nameExistSchema = z.object({
  exists: z.boolean(),
  matches: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type NameExist = z.infer<typeof nameExistSchema>;

/**
 * `PropertyNewForMgmtCo/{id}`: a new property's starting values (nothing stored; the name is still empty). An
 * answer, so without the create schema's one-way transforms.
 */
export const propertyDraftSchema = propertyCreateSchema.extend({
  name: z.string().trim().max(200),
  amenities: z.array(z.string()).default([]),
});

/**
 * `PropertySecurity/{propertyId}`: which of the company's groups may use this property's features, each
 * either through a grant for all properties (read-only here) or a grant for this property alone.
 */
export const propertySecurityGroupSchema = z.object({
  groupID: idSchema,
  name: z.string(),
  /** Masks for every property (null scope), by feature id: shown, changed on the group's own page. */
  allProperties: z.record(z.string(), z.number().int()),
  /** Masks for this property only, by feature id. */
  thisProperty: z.record(z.string(), z.number().int()),
});
export const propertySecuritySchema = z.object({
  propertyID: idSchema,
  groups: z.array(propertySecurityGroupSchema),
});
export type PropertySecurity = z.infer<typeof propertySecuritySchema>;
/** The write: this property's own masks per group (0 removes a grant); groups left out are unchanged. */
export const propertySecurityUpdateSchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        groupID: idSchema,
        /** Only the features named change (an enum-keyed record would demand every one). */
        thisProperty: z.partialRecord(
          z.enum(Object.values(PropertyFeature).map(String) as [string, ...string[]]),
          z.number().int().min(0).max(31),
        ),
      }),
    )
    .max(200),
});
export type PropertySecurityUpdate = z.input<typeof propertySecurityUpdateSchema>;

export const propertyResource = {
  name: 'property',
  label: 'property',
  path: '/api/Property',
  searchPath: '/api/PropertySearch',
  feature: PropertyFeature.Details,
  scope: 'property',
} as const satisfies ResourceDefinition;
