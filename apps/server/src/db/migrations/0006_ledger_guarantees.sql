-- The ledger is the only way money moves, and the database holds it to that:
-- 1. A cleared row moves its user's balance in the same statement that writes it (trigger);
--    the app role may not touch users.balance_cents itself (grants in db/migrate.ts).
-- 2. Rows are history: no UPDATE except a pending row's status, once, to cleared or rejected
--    (which then moves the balance); no DELETE except with the whole tenant.
-- 3. users_balance_within_credit (0005) refuses any balance below the user's credit line, so
--    racing withdrawals cannot overdraw: the last one fails.
CREATE OR REPLACE FUNCTION ledger_apply() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cleared' THEN RETURN NEW; END IF;
  ELSIF NOT (OLD.status = 'pending' AND NEW.status = 'cleared') THEN
    RETURN NEW;
  END IF;
  delta := CASE WHEN NEW.transaction_type = 'deposit' THEN NEW.amount_cents ELSE -NEW.amount_cents END;
  UPDATE users SET balance_cents = balance_cents + delta
    WHERE id = NEW.user_id AND tenant_id = NEW.tenant_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: user % not found in tenant %', NEW.user_id, NEW.tenant_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_apply AFTER INSERT OR UPDATE OF status ON transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_apply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Depth 1 is a DELETE on transactions itself; deeper is the cascade of deleting a tenant.
    IF pg_trigger_depth() = 1 THEN
      RAISE EXCEPTION 'ledger: transactions are never deleted (id %)', OLD.id
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('cleared', 'rejected')
     OR ROW(NEW.id, NEW.tenant_id, NEW.sequential_id, NEW.user_id, NEW.amount_cents,
            NEW.transaction_type, NEW.description, NEW.created_by, NEW.shipment_id, NEW.created_at)
        IS DISTINCT FROM
        ROW(OLD.id, OLD.tenant_id, OLD.sequential_id, OLD.user_id, OLD.amount_cents,
            OLD.transaction_type, OLD.description, OLD.created_by, OLD.shipment_id, OLD.created_at)
  THEN
    RAISE EXCEPTION 'ledger: transaction % is history; only a pending status may be settled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_guard BEFORE UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_guard();
