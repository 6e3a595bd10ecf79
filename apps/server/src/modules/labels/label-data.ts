import type {
  ConnectorParty,
  ConnectorShipParcel,
  LabelFormat,
} from '../../integrations/carriers/carrier-connector';

/**
 * Everything a label the product renders itself shows (GenericCarrier labels and the staff's
 * NOTA): pure data, so the renderers do no I/O and the same shipment always gives the same label.
 */
export interface LabelData {
  tracking_number: string;
  /** The shipment's number as people see it (its sequential id). */
  shipment_number: string;
  carrier_name: string;
  service_name: string;
  created_at: Date;
  /** The tenant's time zone: the date printed on the label is its calendar day. */
  time_zone: string;
  origin: ConnectorParty;
  destination: ConnectorParty;
  parcel: ConnectorShipParcel & { volumetric_weight_kg: number };
  /** The tenant's brand for the header; logo bytes are PNG or JPEG (anything else: name only). */
  brand: { name: string; logo: Buffer | null };
  /** Encoded in the 2-D code: the public tracking page of this number. */
  tracking_url: string;
}

/** The staff's delivery note adds who bought it and what it cost. */
export interface NotaData extends LabelData {
  customer: { name: string; email: string };
  /** Formatted total charged, e.g. "$279.00 MXN". */
  total: string;
}

export type { LabelFormat };
