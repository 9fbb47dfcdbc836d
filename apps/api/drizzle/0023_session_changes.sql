-- Each instance keeps the sessions it has checked for a few seconds (platform/auth/session-cache.ts).
-- Any change to a session or to its user (revoked, disabled, deleted, a new role or password, a profile
-- edit) tells every instance, in the same transaction, so none answers from what it remembers for long
-- past the commit. A trigger rather than a call in each service: no path that writes these rows can
-- forget it. The payload is the user's id: every session of that user is dropped.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lease_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('id');--> statement-breakpoint
CREATE TRIGGER sessions_session_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');
