-- Pickups (issue 17): a booked pickup is cancelled with the carrier when its shipment is
-- cancelled or it is moved to another day. The cancellation is decided in the shipment's (or
-- the reschedule's) transaction (status `canceling`, with its reason and instant) and sent to
-- the carrier after the commit by the `pickup-cancel` job; `canceled` or `cancel_failed` follow.
-- Existing rows keep their status (generated, error); the new columns start empty.
ALTER TABLE pickups ADD COLUMN cancel_reason varchar(30);
--> statement-breakpoint
ALTER TABLE pickups ADD COLUMN canceled_at timestamp with time zone;
--> statement-breakpoint
CREATE INDEX pickups_canceling_idx ON pickups (canceled_at) WHERE status = 'canceling';
--> statement-breakpoint
-- The platform's own (GenericCarrier) labels follow the tenant's `nota_label_format` setting
-- ('letter', or '4x6' for the thermal 4x6 in label) unless the payer chose a format in their
-- preferences (label_printing_format 'pdf' or 'thermal'): the same function as in 0019 with
-- only the label format's rule changed (workflows/buy-label.ts applies it to carrier labels).
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
        status, description, created_by, shipment_id, reference)
      VALUES (p_tenant_id, seq, p_payer_id, p_amount_cents, 'withdraw', 'cleared',
        'Guía del envío ' || ship.sequential_id, p_actor_id, p_shipment_id,
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
