-- Issue 25: the ledger rows the product writes carry a code and its values
-- (shared TRANSACTION_DESCRIPTION_CODES), so each reader sees them in their language;
-- `description` keeps the Spanish text. Rows written before stay as they are (history is not
-- rewritten): with no code, their stored text is shown.
ALTER TABLE "transactions" ADD COLUMN "description_code" varchar(40);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "description_params" jsonb;--> statement-breakpoint
-- The new columns are history like the rest of a row (0016's guard, with them).
CREATE OR REPLACE FUNCTION ledger_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() = 1 THEN
      RAISE EXCEPTION 'ledger: transactions are never deleted (id %)', OLD.id
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('cleared', 'rejected')
     OR ROW(NEW.id, NEW.tenant_id, NEW.sequential_id, NEW.user_id, NEW.amount_cents,
            NEW.transaction_type, NEW.description, NEW.description_code, NEW.description_params,
            NEW.created_by, NEW.shipment_id, NEW.reference, NEW.created_at)
        IS DISTINCT FROM
        ROW(OLD.id, OLD.tenant_id, OLD.sequential_id, OLD.user_id, OLD.amount_cents,
            OLD.transaction_type, OLD.description, OLD.description_code, OLD.description_params,
            OLD.created_by, OLD.shipment_id, OLD.reference, OLD.created_at)
  THEN
    RAISE EXCEPTION 'ledger: transaction % is history; only a pending status may be settled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The platform's one-statement purchase (0027's function) writes its ledger row with the code.
CREATE OR REPLACE FUNCTION app_buy_platform_label(
  p_tenant_id integer, p_shipment_id integer, p_payer_id integer, p_actor_id integer,
  p_key text, p_service_id integer, p_carrier_id integer, p_amount_cents bigint, p_rate jsonb,
  p_is_pickup boolean, p_generated_number text, p_tracking_url_base text, p_now timestamptz,
  p_setting_keys text[], p_reply_user_ids integer[]
) RETURNS text
LANGUAGE plpgsql SET search_path = public AS $$
DECLARE
  payer record;
  ship record;
  purchase_id integer;
  waybill record;
  pooled boolean;
  tracking text;
  encoded text := '';
  ch text;
  updated shipments;
  seq integer;
  counted record;
  payer_row users;
BEGIN
  SELECT preferences, balance_cents, credit_limit_cents INTO payer
    FROM users WHERE id = p_payer_id AND tenant_id = p_tenant_id FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'despacho:not_found'; END IF;
  SELECT id, step, sequential_id INTO ship
    FROM shipments WHERE id = p_shipment_id AND tenant_id = p_tenant_id FOR UPDATE;
  IF NOT FOUND OR ship.step = 'confirmed' THEN RAISE EXCEPTION 'despacho:already_bought'; END IF;
  INSERT INTO shipment_purchases (tenant_id, shipment_id, user_id, actor_id, idempotency_key,
      service_id, amount_cents, status)
    VALUES (p_tenant_id, p_shipment_id, p_payer_id, p_actor_id, p_key, p_service_id,
      p_amount_cents, 'charging')
    ON CONFLICT DO NOTHING RETURNING id INTO purchase_id;
  IF purchase_id IS NULL THEN RAISE EXCEPTION 'despacho:in_progress'; END IF;
  IF payer.balance_cents - p_amount_cents < -payer.credit_limit_cents THEN
    RAISE EXCEPTION 'despacho:insufficient_balance';
  END IF;

  BEGIN
    SELECT id, number INTO waybill FROM waybills
      WHERE carrier_id = p_carrier_id AND (service_id = p_service_id OR service_id IS NULL)
        AND shipment_id IS NULL AND deleted_at IS NULL
      ORDER BY service_id IS NULL, id LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE waybills SET shipment_id = p_shipment_id WHERE id = waybill.id;
      tracking := waybill.number;
    ELSE
      SELECT EXISTS (SELECT 1 FROM waybills WHERE carrier_id = p_carrier_id AND deleted_at IS NULL)
        INTO pooled;
      IF pooled THEN RAISE EXCEPTION 'despacho:label:waybills_exhausted'; END IF;
      tracking := p_generated_number;
    END IF;
    -- The public tracking address, the number written as encodeURIComponent writes it.
    FOR i IN 1 .. length(tracking) LOOP
      ch := substr(tracking, i, 1);
      IF ch ~ '^[A-Za-z0-9_.!~*''()-]$' THEN
        encoded := encoded || ch;
      ELSE
        encoded := encoded || upper(regexp_replace(encode(convert_to(ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g'));
      END IF;
    END LOOP;

    UPDATE shipment_purchases SET status = 'labeled', error = NULL, updated_at = now()
      WHERE id = purchase_id AND status = 'charging';
    UPDATE shipments SET step = 'confirmed', status = 'success', service_id = p_service_id,
        carrier_id = p_carrier_id, rate = p_rate, total_cents = p_amount_cents,
        is_pickup = p_is_pickup, tracking_number = tracking,
        tracking_url = replace(p_tracking_url_base, '{number}', encoded), label_file_id = NULL,
        label_format = CASE
          WHEN payer.preferences ->> 'label_printing_format' = 'thermal' THEN 'thermal'
          WHEN payer.preferences ->> 'label_printing_format' = 'pdf' THEN 'letter'
          WHEN (SELECT st.value FROM settings st
                WHERE st.tenant_id = p_tenant_id AND st.key = 'nota_label_format') = '4x6'
            THEN 'thermal'
          ELSE 'letter' END,
        tracking_status = 'created', label_created_at = p_now, error_message = NULL,
        updated_at = now()
      WHERE id = p_shipment_id RETURNING * INTO updated;
    INSERT INTO tracking_events (tenant_id, shipment_id, status, code, description, occurred_at)
      VALUES (p_tenant_id, p_shipment_id, 'created', 'LABEL', '', p_now);

    -- The hot rows, last: the tenant's ledger counter, the payer, the carrier.
    INSERT INTO tenant_counters AS c (tenant_id, name, value) VALUES (p_tenant_id, 'transactions', 1)
      ON CONFLICT (tenant_id, name) DO UPDATE SET value = c.value + 1 RETURNING value INTO seq;
    INSERT INTO transactions (tenant_id, sequential_id, user_id, amount_cents, transaction_type,
        status, description, description_code, description_params, created_by, shipment_id,
        reference)
      VALUES (p_tenant_id, seq, p_payer_id, p_amount_cents, 'withdraw', 'cleared',
        'Guía del envío ' || ship.sequential_id, 'label_purchase',
        jsonb_build_object('shipment', ship.sequential_id), p_actor_id, p_shipment_id,
        'purchase:' || purchase_id || ':debit');
    UPDATE users SET total_shipments = total_shipments + 1 WHERE id = p_payer_id
      RETURNING * INTO payer_row;
    UPDATE carriers SET shipment_count = shipment_count + 1
      WHERE id = p_carrier_id AND (shipment_limit IS NULL OR shipment_count < shipment_limit)
      RETURNING shipment_count, shipment_limit INTO counted;
    IF NOT FOUND THEN RAISE EXCEPTION 'despacho:label:carrier_limit'; END IF;
    -- Reaching the limit changes what quotes may offer: the catalogue caches reload.
    IF counted.shipment_limit IS NOT NULL AND counted.shipment_count >= counted.shipment_limit THEN
      INSERT INTO tenant_counters AS c (tenant_id, name, value) VALUES (p_tenant_id, 'catalogue', 1)
        ON CONFLICT (tenant_id, name) DO UPDATE SET value = c.value + 1;
    END IF;
  EXCEPTION WHEN OTHERS THEN
    IF SQLERRM LIKE 'despacho:label:%' THEN RAISE; END IF;
    RAISE EXCEPTION 'despacho:label:%', SQLERRM USING ERRCODE = SQLSTATE;
  END;

  RETURN json_build_object(
    'shipment', row_to_json(updated),
    'owner', row_to_json(payer_row),
    'reply_users', (SELECT json_agg(row_to_json(a)) FROM users a
      WHERE a.id = ANY (p_reply_user_ids) AND a.tenant_id = p_tenant_id),
    'names', (SELECT json_build_object('service_name', sv.name, 'carrier_name', ca.name,
        'provider_code', pr.code, 'logo_file_id', ca.logo_file_id, 'has_pickup', sv.has_pickup)
      FROM services sv JOIN carriers ca ON ca.id = sv.carrier_id
        JOIN providers pr ON pr.id = ca.provider_id
      WHERE sv.id = updated.service_id),
    'has_user_prices', EXISTS (SELECT 1 FROM user_prices up WHERE up.user_id = p_payer_id),
    'pickup', (SELECT row_to_json(lp) FROM pickups lp WHERE lp.shipment_id = p_shipment_id
      ORDER BY lp.id DESC LIMIT 1),
    'settings', (SELECT coalesce(json_object_agg(st.key, st.value), '{}'::json) FROM settings st
      WHERE st.tenant_id = p_tenant_id AND st.key = ANY (p_setting_keys))
  )::text;
END $$;
