-- The fund ledger's running totals (decision 0043): statement triggers with transition tables keep
-- capital_call_totals and distribution_totals equal to sums of the parts, in the same transaction
-- as the write, so a rolled-back write leaves them as they were. A statement that writes 10,000
-- parts (issuing a call) updates each total row once. Deltas are applied: old rows subtracted
-- (their totals row always exists: inserting them made it), new rows added (upserted, which also
-- settles two transactions making the same day's row at once).
CREATE FUNCTION capital_call_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE capital_call_totals AS t
    SET parts = t.parts - o.parts,
        paid_parts = t.paid_parts - o.paid_parts,
        called_cents = t.called_cents - o.called_cents,
        paid_cents = t.paid_cents - o.paid_cents
    FROM (
      SELECT call_id, paid_on, count(*) AS parts, count(*) FILTER (WHERE status = 'Paid') AS paid_parts,
             sum(amount_cents) AS called_cents, sum(paid_cents) AS paid_cents
      FROM old_parts GROUP BY call_id, paid_on
    ) AS o
    WHERE t.call_id = o.call_id AND t.paid_on IS NOT DISTINCT FROM o.paid_on;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO capital_call_totals AS t (call_id, paid_on, parts, paid_parts, called_cents, paid_cents)
    SELECT call_id, paid_on, count(*), count(*) FILTER (WHERE status = 'Paid'), sum(amount_cents), sum(paid_cents)
    FROM new_parts GROUP BY call_id, paid_on ORDER BY call_id, paid_on
    ON CONFLICT (call_id, paid_on) DO UPDATE
    SET parts = t.parts + excluded.parts,
        paid_parts = t.paid_parts + excluded.paid_parts,
        called_cents = t.called_cents + excluded.called_cents,
        paid_cents = t.paid_cents + excluded.paid_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER capital_call_totals_insert AFTER INSERT ON capital_call_parts
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION capital_call_totals_apply();
--> statement-breakpoint
CREATE TRIGGER capital_call_totals_update AFTER UPDATE ON capital_call_parts
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION capital_call_totals_apply();
--> statement-breakpoint
CREATE TRIGGER capital_call_totals_delete AFTER DELETE ON capital_call_parts
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION capital_call_totals_apply();
--> statement-breakpoint
CREATE FUNCTION distribution_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE distribution_totals AS t
    SET parts = t.parts - o.parts,
        paid_parts = t.paid_parts - o.paid_parts,
        paid_cents = t.paid_cents - o.paid_cents,
        scheduled_cents = t.scheduled_cents - o.scheduled_cents
    FROM (
      SELECT distribution_id, paid_on, count(*) AS parts, count(*) FILTER (WHERE status = 'Paid') AS paid_parts,
             coalesce(sum(amount_cents) FILTER (WHERE status = 'Paid'), 0) AS paid_cents,
             coalesce(sum(amount_cents) FILTER (WHERE status = 'Scheduled'), 0) AS scheduled_cents
      FROM old_parts GROUP BY distribution_id, paid_on
    ) AS o
    WHERE t.distribution_id = o.distribution_id AND t.paid_on IS NOT DISTINCT FROM o.paid_on;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO distribution_totals AS t (distribution_id, paid_on, parts, paid_parts, paid_cents, scheduled_cents)
    SELECT distribution_id, paid_on, count(*), count(*) FILTER (WHERE status = 'Paid'),
           coalesce(sum(amount_cents) FILTER (WHERE status = 'Paid'), 0),
           coalesce(sum(amount_cents) FILTER (WHERE status = 'Scheduled'), 0)
    FROM new_parts GROUP BY distribution_id, paid_on ORDER BY distribution_id, paid_on
    ON CONFLICT (distribution_id, paid_on) DO UPDATE
    SET parts = t.parts + excluded.parts,
        paid_parts = t.paid_parts + excluded.paid_parts,
        paid_cents = t.paid_cents + excluded.paid_cents,
        scheduled_cents = t.scheduled_cents + excluded.scheduled_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER distribution_totals_insert AFTER INSERT ON distribution_parts
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION distribution_totals_apply();
--> statement-breakpoint
CREATE TRIGGER distribution_totals_update AFTER UPDATE ON distribution_parts
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION distribution_totals_apply();
--> statement-breakpoint
CREATE TRIGGER distribution_totals_delete AFTER DELETE ON distribution_parts
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION distribution_totals_apply();
--> statement-breakpoint
-- The parts written before this migration.
INSERT INTO capital_call_totals (call_id, paid_on, parts, paid_parts, called_cents, paid_cents)
SELECT call_id, paid_on, count(*), count(*) FILTER (WHERE status = 'Paid'), sum(amount_cents), sum(paid_cents)
FROM capital_call_parts GROUP BY call_id, paid_on;
--> statement-breakpoint
INSERT INTO distribution_totals (distribution_id, paid_on, parts, paid_parts, paid_cents, scheduled_cents)
SELECT distribution_id, paid_on, count(*), count(*) FILTER (WHERE status = 'Paid'),
       coalesce(sum(amount_cents) FILTER (WHERE status = 'Paid'), 0),
       coalesce(sum(amount_cents) FILTER (WHERE status = 'Scheduled'), 0)
FROM distribution_parts GROUP BY distribution_id, paid_on;
