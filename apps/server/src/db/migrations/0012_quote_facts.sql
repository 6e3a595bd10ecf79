-- Everything a quote reads that is not in the cached catalogue, in one statement and one round
-- trip: the catalogue version, the coverage rows of the two postal codes, the paying user with
-- their prices, amounts and carriers, the display settings and whether SEPOMEX knows the codes.
-- SECURITY DEFINER like app_session_user: it sets the tenant itself (row-level security still
-- applies to a non-superuser owner) and names it in every filter; only the owner may call it.
CREATE OR REPLACE FUNCTION app_quote_facts(
  p_tenant_id integer, p_payer_id integer, p_codes text[], p_setting_keys text[]
) RETURNS json
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  result json;
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant_id::text, true);
  SELECT json_build_object(
    'version', (SELECT value FROM tenant_counters WHERE tenant_id = p_tenant_id AND name = 'catalogue'),
    'postal_rows', (SELECT coalesce(json_agg(json_build_object('postal_code', postal_code,
        'country_id', country_id, 'zone_id', zone_id, 'service_id', service_id)), '[]'::json)
      FROM service_postal_codes WHERE tenant_id = p_tenant_id AND postal_code = ANY (p_codes)),
    'payer', (SELECT json_build_object('id', id, 'discount', discount, 'special_carriers', special_carriers)
      FROM users WHERE tenant_id = p_tenant_id AND id = p_payer_id),
    'user_carriers', (SELECT coalesce(json_agg(json_build_object('carrier_id', carrier_id,
        'service_ids', service_ids)), '[]'::json)
      FROM user_carriers WHERE tenant_id = p_tenant_id AND user_id = p_payer_id),
    'service_amounts', (SELECT coalesce(json_agg(row_to_json(a)), '[]'::json) FROM (
        SELECT service_id, international_percent, international_amount_dev_cents, main_admin_percent,
          main_admin_amount_cents, client_percentage, international_amount_cents
        FROM user_service_amounts WHERE tenant_id = p_tenant_id AND user_id = p_payer_id) a),
    'user_prices', (SELECT coalesce(json_agg(json_build_object('service_id', service_id, 'kg', kg,
        'price_cents', price_cents)), '[]'::json)
      FROM user_prices WHERE tenant_id = p_tenant_id AND user_id = p_payer_id),
    'settings', (SELECT coalesce(json_object_agg(key, value), '{}'::json)
      FROM settings WHERE tenant_id = p_tenant_id AND key = ANY (p_setting_keys)),
    'known_postal_codes', (SELECT coalesce(json_agg(DISTINCT postal_code), '[]'::json)
      FROM postal_code_settlements WHERE postal_code = ANY (p_codes)),
    'settlements_loaded', EXISTS (SELECT 1 FROM postal_code_settlements)
  ) INTO result;
  RETURN result;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_quote_facts(integer, integer, text[], text[]) FROM PUBLIC;
