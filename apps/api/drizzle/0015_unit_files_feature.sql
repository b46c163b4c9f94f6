-- A unit's images and documents are now the "Rental unit images" feature's (they were the property's
-- "Rental units"): every group keeps what it could do, granted on the same units.
INSERT INTO "group_feature_access" ("group_id", "feature_id", "access", "scope_id")
  SELECT g."group_id", 302, g."access", NULL FROM "group_feature_access" g
  WHERE g."feature_id" = 202 AND g."scope_id" IS NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "group_feature_access" ("group_id", "feature_id", "access", "scope_id")
  SELECT g."group_id", 302, g."access", u."id" FROM "group_feature_access" g
  JOIN "rental_units" u ON u."property_id" = g."scope_id"
  WHERE g."feature_id" = 202 AND g."scope_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
