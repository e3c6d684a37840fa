-- goji_assert(ok, message): raises `message` unless ok. Lets one statement refuse to go on where the
-- application would otherwise have to look at a result first and then decide to roll back: the plugin
-- ledger writes a debit batch and commits it in the same round trip (docs/decisions/010), so the check
-- that every pool it charged was really updated has to fail inside the statement.
CREATE OR REPLACE FUNCTION goji_assert(ok boolean, message text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION '%', message USING ERRCODE = 'P0001';
  END IF;
END $$;
