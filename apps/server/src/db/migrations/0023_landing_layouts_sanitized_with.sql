ALTER TABLE "landing_layouts" ADD COLUMN "sanitized_with" smallint;--> statement-breakpoint
CREATE FUNCTION "landing_layout_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the landing service marks a layout clean (decision 410): it sets provender.landing_clean
	-- in the transaction that writes the cleaned layout. A layout written any other way (a seed, a
	-- script, a hand in psql) is not known to be clean, and is cleaned on its next read.
	IF coalesce(current_setting('provender.landing_clean', true), '') <> 'on'
		AND (TG_OP = 'INSERT' OR NEW."layout" IS DISTINCT FROM OLD."layout") THEN
		NEW."sanitized_with" := NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "landing_layouts_clean_mark" BEFORE INSERT OR UPDATE ON "landing_layouts" FOR EACH ROW EXECUTE FUNCTION "landing_layout_written"();
