-- Lets one statement refuse its own writes (decision 340): called in the statement's answer, it
-- raises 'provender_refused: <reason>' unless the check holds, and the statement is undone as a
-- whole (with its triggers' rows and notices) without a transaction around it. Filling a cart so
-- needs one round trip instead of begin, write and commit.
CREATE OR REPLACE FUNCTION provender_require(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'provender_refused: %', reason;
  END IF;
  RETURN true;
END $$;
