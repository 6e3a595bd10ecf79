import { shellQuote, type PartnerSite } from './curl';

const party = (fields: Record<string, string>) => ({
  calling_code: '52',
  country_id: '__MX__',
  ...fields,
});

/** The one-call shipment of the quick start: Monterrey → Roma Norte, one 2.5 kg box. */
const SHIPMENT = {
  shipment: {
    origin_attributes: party({
      name: 'Carmen Pena',
      company: 'Dulces Pena',
      email: 'carmen@dulces.mx',
      phone: '8112345678',
      state: 'Nuevo León',
      city: 'Monterrey',
      neighborhood: 'Centro',
      street: 'Av. Juarez',
      number: '100',
      postal_code: '64000',
    }),
    destination_attributes: party({
      name: 'Luis Gomez',
      company: 'Cafe Roma',
      email: 'luis@caferoma.mx',
      phone: '5512345678',
      state: 'Ciudad de México',
      city: 'Ciudad de Mexico',
      neighborhood: 'Roma Norte',
      street: 'Calle Orizaba',
      number: '45',
      postal_code: '06700',
    }),
    parcel: {
      parcel_type: 'box',
      length: 30,
      width: 20,
      height: 15,
      weight: 2.5,
      contents: 'Dulces tipicos',
      declared_tax_value: 500,
    },
  },
};

const QUOTE = {
  quote: {
    parcel_type: 'box',
    length: 30,
    width: 20,
    height: 15,
    weight: 2.5,
    origin_postal_code: '64000',
    origin_country_id: '__MX__',
    destination_postal_code: '06700',
    destination_country_id: '__MX__',
  },
};

/** JSON for a single-quoted body in which Mexico's id comes from the shell's $MX. */
const body = (value: unknown) => shellQuote(JSON.stringify(value)).replace(/"__MX__"/g, `'"$MX"'`);

/** The steps' comments, in the page's language. */
export interface QuickStartWords {
  setup: string;
  country: string;
  quote: string;
  shipment: string;
  rates: string;
  buy: string;
  label: string;
  tracking: string;
  cancel: string;
}

/**
 * The quick start as one script to paste into a shell (bash, curl and jq): quote → shipment with
 * addresses and parcel in one call → cheapest rate → buy with an Idempotency-Key → label PDF →
 * tracking → cancel, against this site's API and tenant.
 */
export function quickStartScript(site: PartnerSite, words: QuickStartWords): string {
  return [
    `# ${words.setup}`,
    `export DESPACHO_API_KEY=dsp_…`,
    `API=${shellQuote(site.apiBase)}`,
    `H=(-H ${shellQuote(`X-Tenant: ${site.tenant}`)} -H "Authorization: Bearer $DESPACHO_API_KEY")`,
    `JSON=(-H 'Content-Type: application/json')`,
    '',
    `# ${words.country}`,
    `MX=$(curl -s "\${H[@]}" "$API/countries?per_page=500" | jq '.data[] | select(.code=="MX") | .id')`,
    '',
    `# 1. ${words.quote}`,
    `curl -s "\${H[@]}" "\${JSON[@]}" -X POST "$API/quotes" -d ${body(QUOTE)} | jq '.data.rates[] | {service_id, carrier_name, service_name, total, days}'`,
    '',
    `# 2. ${words.shipment}`,
    `ID=$(curl -s "\${H[@]}" "\${JSON[@]}" -X POST "$API/shipments" -d ${body(SHIPMENT)} | jq .data.id)`,
    '',
    `# 3. ${words.rates}`,
    `SERVICE=$(curl -s "\${H[@]}" "$API/shipments/$ID/rates" | jq '.data.rates | min_by(.total | tonumber) | .service_id')`,
    '',
    `# 4. ${words.buy}`,
    `IDEMPOTENCY_KEY="label-$ID"`,
    `curl -s "\${H[@]}" "\${JSON[@]}" -X POST "$API/shipments/$ID/rates" -H "Idempotency-Key: $IDEMPOTENCY_KEY" \\`,
    `  -d '{"rate":{"service_id":'"$SERVICE"',"is_pickup":false,"is_from_app":false}}' | jq '.data.shipment | {id, status, tracking_number}'`,
    '',
    `# 5. ${words.label}`,
    `curl -s "\${H[@]}" "$API/shipments/$ID/label" -o label-$ID.pdf`,
    '',
    `# 6. ${words.tracking}`,
    `curl -s "\${H[@]}" "$API/shipments/$ID/tracking" | jq .data`,
    '',
    `# 7. ${words.cancel}`,
    `curl -s "\${H[@]}" -X PUT "$API/shipments/$ID/request_cancellation" | jq '.data | {id, status}'`,
  ].join('\n');
}
