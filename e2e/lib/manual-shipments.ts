import type { demoApi } from './api';

type Api = Awaited<ReturnType<typeof demoApi>>;

/**
 * Carmen's shipment up to the rate step, through the API the wizard uses: Monterrey → Roma
 * Norte, one 2.5 kg box. Answers its id.
 */
export async function draftAtRates(as: Api): Promise<number> {
  const countries = await as.call<{ id: number; code: string }[]>('GET', 'countries?per_page=2000');
  const mx = countries.find((c) => c.code === 'MX')!.id;
  const party = (p: Record<string, string>) => ({ calling_code: '52', country_id: mx, ...p });
  const draft = await as.call<{ id: number }>('POST', 'shipments', {
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
    },
  });
  await as.call('POST', `shipments/${draft.id}/parcels`, {
    parcel: {
      parcel_type: 'box',
      length: 30,
      width: 20,
      height: 15,
      weight: 2.5,
      contents: 'Dulces tipicos',
      declared_tax_value: 500,
    },
  });
  return draft.id;
}

/** A small PDF that PDF readers open: one blank page, with a cross-reference table. */
export function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R >>`,
  ];
  const stream = `BT /F1 12 Tf 20 400 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
