import type { KeyObject } from 'node:crypto';

/** A CSD that opened and passed every check: what the screen shows and what sealing needs. */
export interface Csd {
  /** The issuer's RFC, from the subject's x500UniqueIdentifier (first token). */
  rfc: string;
  legalName: string;
  /** The subject's OU: the branch ("sucursal") named when the CSD was requested. */
  branchName?: string;
  /** SAT's certificate number (20 digits), the CFDI's NoCertificado. */
  noCertificado: string;
  validFrom: Date;
  validTo: Date;
  /** The certificate's DER in base64: the CFDI's Certificado attribute. */
  certificateBase64: string;
  privateKey: KeyObject;
}

export interface ReadCsdInput {
  /** The .cer file: DER X.509 as SAT issues it, or PEM. */
  cer: Buffer;
  /** The .key file: encrypted PKCS#8 DER as SAT issues it, or PEM. */
  key: Buffer;
  password: string;
  /** The tenant's issuing RFC; the certificate must be its own. */
  expectedRfc: string;
  now?: Date;
}

export type CsdField = 'certificate' | 'private_key' | 'password';

export type CsdRefusalCode =
  | 'certificate_unreadable'
  | 'certificate_not_rsa'
  | 'certificate_not_sat'
  | 'certificate_is_fiel'
  | 'rfc_mismatch'
  | 'certificate_not_yet_valid'
  | 'certificate_expired'
  | 'key_unreadable'
  | 'wrong_password'
  | 'key_mismatch';

/** Why an upload was refused: the form field to mark, one code per case, and its message key. */
export interface CsdRefusal {
  ok: false;
  field: CsdField;
  code: CsdRefusalCode;
  /** Validation message key (`v.csd_<code>`), worded by csdRefusalText. */
  message: `v.csd_${CsdRefusalCode}`;
  /** Values the message names; dates as ISO 8601 strings. */
  params: Record<string, string>;
}

export type ReadCsdResult = { ok: true; csd: Csd } | CsdRefusal;
