ALTER TABLE "audit_events" ADD COLUMN "feature_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "unit_id" integer;--> statement-breakpoint
-- Events written before: the feature of their record (a company group's property grants are Security groups;
-- an attachment's is its owner's), and the property and unit of records that still exist.
UPDATE "audit_events" SET "feature_id" = CASE
    WHEN "kind" = 'security.changed' THEN 103
    WHEN "entity" = 'company' THEN 101
    WHEN "entity" = 'user' THEN 102
    WHEN "entity" = 'securityGroup' THEN 103
    WHEN "entity" = 'vendor' THEN 105
    WHEN "entity" = 'contact' THEN 106
    WHEN "entity" = 'property' THEN 201
    WHEN "entity" = 'rentalUnit' THEN 202
    WHEN "entity" = 'lease' THEN 203
  END
  WHERE "entity" IS NOT NULL;
--> statement-breakpoint
UPDATE "audit_events" SET "feature_id" = CASE "detail"->>'ownerKind'
    WHEN 'property' THEN 201 WHEN 'unit' THEN 202 WHEN 'lease' THEN 203 WHEN 'vendor' THEN 105 END,
  "property_id" = CASE "detail"->>'ownerKind'
    WHEN 'property' THEN ("detail"->>'ownerId')::integer
    WHEN 'unit' THEN (SELECT u."property_id" FROM "rental_units" u WHERE u."id" = ("detail"->>'ownerId')::integer)
    WHEN 'lease' THEN (SELECT u."property_id" FROM "leases" l JOIN "rental_units" u ON u."id" = l."unit_id" WHERE l."id" = ("detail"->>'ownerId')::integer)
  END
  WHERE "entity" = 'attachment' AND "detail" ? 'ownerKind';
--> statement-breakpoint
UPDATE "audit_events" e SET "feature_id" = CASE a."owner_kind"
    WHEN 'property' THEN 201 WHEN 'unit' THEN 202 WHEN 'lease' THEN 203 WHEN 'vendor' THEN 105 END,
  "property_id" = CASE a."owner_kind"
    WHEN 'property' THEN a."owner_id"
    WHEN 'unit' THEN (SELECT u."property_id" FROM "rental_units" u WHERE u."id" = a."owner_id")
    WHEN 'lease' THEN (SELECT u."property_id" FROM "leases" l JOIN "rental_units" u ON u."id" = l."unit_id" WHERE l."id" = a."owner_id")
  END,
  "unit_id" = CASE a."owner_kind"
    WHEN 'unit' THEN a."owner_id"
    WHEN 'lease' THEN (SELECT l."unit_id" FROM "leases" l WHERE l."id" = a."owner_id")
  END
  FROM "attachments" a
  WHERE e."entity" = 'attachment' AND a."id" = e."entity_id";
--> statement-breakpoint
UPDATE "audit_events" SET "property_id" = "entity_id" WHERE "entity" = 'property';
--> statement-breakpoint
UPDATE "audit_events" e SET "property_id" = u."property_id", "unit_id" = u."id"
  FROM "rental_units" u WHERE e."entity" = 'rentalUnit' AND u."id" = e."entity_id";
--> statement-breakpoint
UPDATE "audit_events" e SET "property_id" = u."property_id", "unit_id" = u."id"
  FROM "leases" l JOIN "rental_units" u ON u."id" = l."unit_id"
  WHERE e."entity" = 'lease' AND l."id" = e."entity_id";
