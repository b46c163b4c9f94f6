-- Tells every API instance (LISTEN hangar_auth) that what a session is allowed may have changed, so their
-- short-lived session caches drop what they hold: a revoked session, a disabled user, a changed group or grant,
-- a company made inactive, a system value. Statement-level: one notice per statement, collapsed per transaction.
-- A session sliding its expiry (expires_at, last_seen_at) is not a change: caches check expiry themselves.
CREATE OR REPLACE FUNCTION hangar_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangar_auth', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed
  AFTER UPDATE OF user_name, file_as, is_disabled, is_system_admin, management_company_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER group_members_auth_changed AFTER INSERT OR UPDATE OR DELETE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER group_feature_access_auth_changed AFTER INSERT OR UPDATE OR DELETE ON group_feature_access
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER security_groups_auth_changed AFTER UPDATE OR DELETE ON security_groups
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER management_companies_auth_changed AFTER UPDATE OF is_active OR DELETE ON management_companies
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER system_values_auth_changed AFTER INSERT OR UPDATE OR DELETE ON system_values
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER group_feature_access_auth_truncated AFTER TRUNCATE ON group_feature_access
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER system_values_auth_truncated AFTER TRUNCATE ON system_values
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
