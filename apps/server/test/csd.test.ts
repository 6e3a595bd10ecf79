import { createSign, createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csdRefusalError, csdRefusalText } from '../src/modules/fiscal/csd/csd-refusal';
import type { CsdRefusal, ReadCsdInput, ReadCsdResult } from '../src/modules/fiscal/csd/csd-types';
import { keyUsageOf } from '../src/modules/fiscal/csd/key-usage';
import { expiryWarning } from '../src/modules/fiscal/csd/expiry-warning';
import { readCsd } from '../src/modules/fiscal/csd/read-csd';

const dir = join(__dirname, 'fixtures/sat/csd');
const file = (name: string) => readFileSync(join(dir, name));
const password = (name: string) => file(`${name}.password.txt`).toString('utf8').trim();

const EKU = 'EKU9003173C9';
const EXPIRED = 'expired-CSD01_AAA010101AAA';
const FIEL = 'fiel-not-csd-AAA010101AAA';
// Inside every fixture's validity except the deliberately expired ones.
const NOW = new Date('2026-01-15T12:00:00Z');

function pair(name: string, overrides: Partial<ReadCsdInput> = {}): ReadCsdInput {
  return {
    cer: file(`${name}.cer`),
    key: file(`${name}.key`),
    password: password(name),
    expectedRfc: EKU,
    now: NOW,
    ...overrides,
  };
}

function refusalOf(result: ReadCsdResult): CsdRefusal {
  if (result.ok) throw new Error('expected a refusal, the CSD was accepted');
  return result;
}

describe('reading a CSD', () => {
  it('opens the SAT test CSD and gives what the screen and the CFDI need', () => {
    const result = readCsd(pair(EKU));
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    const { csd } = result;
    expect(csd.rfc).toBe('EKU9003173C9');
    expect(csd.noCertificado).toBe('30001000000500003416');
    expect(csd.legalName).toBe('ESCUELA KEMPER URGATE SA DE CV');
    expect(csd.branchName).toBe('Sucursal 1');
    expect(csd.validFrom.toISOString()).toBe('2023-05-18T11:43:51.000Z');
    expect(csd.validTo.toISOString()).toBe('2027-05-18T11:43:51.000Z');
    expect(Buffer.from(csd.certificateBase64, 'base64').equals(file(`${EKU}.cer`))).toBe(true);
    // The key seals and the certificate's public key verifies: it is a working pair.
    const seal = createSign('sha256').update('||4.0|A|1||').sign(csd.privateKey);
    const verify = createVerify('sha256').update('||4.0|A|1||');
    expect(
      verify.verify(
        `-----BEGIN CERTIFICATE-----\n${csd.certificateBase64}\n-----END CERTIFICATE-----`,
        seal,
      ),
    ).toBe(true);
  });

  it('accepts the RFC however the tenant typed it (case, spaces)', () => {
    expect(readCsd(pair(EKU, { expectedRfc: ' eku9003173c9 ' })).ok).toBe(true);
  });

  it('accepts PEM files (certificate and encrypted key)', () => {
    const result = readCsd(pair(EKU, { cer: file(`${EKU}.cer.pem`), key: file(`${EKU}.key.pem`) }));
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    expect(result.csd.noCertificado).toBe('30001000000500003416');
  });
});

describe('refusing a CSD', () => {
  it('refuses a wrong password on the password field', () => {
    const refusal = refusalOf(readCsd(pair(EKU, { password: 'not-the-password' })));
    expect(refusal).toMatchObject({ field: 'password', code: 'wrong_password' });
  });

  it('reports any wrong password as a wrong password, never as an unreadable key', () => {
    // 3DES-CBC padding lets about 1 wrong password in 256 "decrypt" to garbage; still a password error.
    const codes = new Set(
      Array.from(
        { length: 300 },
        (_, i) => refusalOf(readCsd(pair(EKU, { password: `wrong-${i}` }))).code,
      ),
    );
    expect([...codes]).toEqual(['wrong_password']);
  });

  it('refuses an empty password', () => {
    expect(refusalOf(readCsd(pair(EKU, { password: '' }))).code).toBe('wrong_password');
  });

  it('refuses the key of another certificate', () => {
    const refusal = refusalOf(
      readCsd(pair(EKU, { key: file(`${EXPIRED}.key`), password: password(EXPIRED) })),
    );
    expect(refusal).toMatchObject({ field: 'private_key', code: 'key_mismatch' });
  });

  it('refuses the valid certificate once past its expiry', () => {
    const refusal = refusalOf(readCsd(pair(EKU, { now: new Date('2027-05-18T11:43:52Z') })));
    expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_expired' });
    expect(refusal.params.validTo).toBe('2027-05-18T11:43:51.000Z');
  });

  it('refuses the real expired test CSD', () => {
    const refusal = refusalOf(readCsd(pair(EXPIRED, { expectedRfc: 'AAA010101AAA' })));
    expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_expired' });
    expect(refusal.params.validTo).toBe('2021-05-18T03:54:56.000Z');
  });

  it('opens the expired test CSD at a time it was valid (so only its date refused it)', () => {
    const result = readCsd(
      pair(EXPIRED, { expectedRfc: 'AAA010101AAA', now: new Date('2020-01-01T00:00:00Z') }),
    );
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    expect(result.csd.legalName).toBe('ACCEM SERVICIOS EMPRESARIALES SC');
    expect(result.csd.branchName).toBe('CSD01_AAA010101AAA');
  });

  it('refuses a certificate that is not valid yet', () => {
    const refusal = refusalOf(readCsd(pair(EKU, { now: new Date('2023-05-18T11:43:50Z') })));
    expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_not_yet_valid' });
    expect(refusal.params.validFrom).toBe('2023-05-18T11:43:51.000Z');
  });

  it('refuses an e.firma (FIEL) uploaded as a CSD, even at a time it was valid', () => {
    for (const now of [NOW, new Date('2020-01-01T00:00:00Z')]) {
      const refusal = refusalOf(readCsd(pair(FIEL, { expectedRfc: 'AAA010101AAA', now })));
      expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_is_fiel' });
    }
  });

  it('refuses a certificate of another RFC, naming both', () => {
    const refusal = refusalOf(readCsd(pair(EKU, { expectedRfc: 'TCM970625MB1' })));
    expect(refusal).toMatchObject({
      field: 'certificate',
      code: 'rfc_mismatch',
      params: { rfc: 'EKU9003173C9', expectedRfc: 'TCM970625MB1' },
    });
  });

  it('refuses garbage bytes as the certificate', () => {
    for (const cer of [
      Buffer.from('not a certificate at all'),
      Buffer.alloc(0),
      file(`${EKU}.key`),
    ]) {
      const refusal = refusalOf(readCsd(pair(EKU, { cer })));
      expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_unreadable' });
    }
  });

  it('refuses garbage bytes as the key', () => {
    const truncated = file(`${EKU}.key`).subarray(0, 200);
    for (const key of [
      Buffer.from('not a key at all'),
      Buffer.alloc(0),
      truncated,
      file(`${EKU}.cer`),
    ]) {
      const refusal = refusalOf(readCsd(pair(EKU, { key })));
      expect(refusal).toMatchObject({ field: 'private_key', code: 'key_unreadable' });
    }
  });

  it('refuses a self-signed certificate that copies the CSD subject', () => {
    const refusal = refusalOf(readCsd(pair('self-signed-EKU9003173C9')));
    expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_not_sat' });
  });

  it('refuses a certificate with a non-RSA key', () => {
    const refusal = refusalOf(readCsd(pair('ec-key-EKU9003173C9')));
    expect(refusal).toMatchObject({ field: 'certificate', code: 'certificate_not_rsa' });
  });
});

describe('telling a CSD from a FIEL', () => {
  it('reads the keyUsage bits SAT sets: sign-only for a CSD, enciphering too for a FIEL', () => {
    expect(keyUsageOf(file(`${EKU}.cer`))).toEqual(['digitalSignature', 'nonRepudiation']);
    expect(keyUsageOf(file(`${FIEL}.cer`))).toEqual([
      'digitalSignature',
      'nonRepudiation',
      'dataEncipherment',
      'keyAgreement',
    ]);
  });
});

describe('wording a refusal', () => {
  it('words each refusal in Mexican Spanish and English, with its values', () => {
    const expired = refusalOf(readCsd(pair(EXPIRED, { expectedRfc: 'AAA010101AAA' })));
    expect(csdRefusalText(expired, 'es-MX')).toBe(
      'El certificado venció el 17 de mayo de 2021; tramita un CSD nuevo en CertiSAT',
    );
    expect(csdRefusalText(expired, 'en')).toBe(
      'The certificate expired on May 17, 2021; request a new CSD in CertiSAT',
    );
    const other = refusalOf(readCsd(pair(EKU, { expectedRfc: 'TCM970625MB1' })));
    expect(csdRefusalText(other, 'es-MX')).toBe(
      'El certificado es del RFC EKU9003173C9, pero el RFC emisor configurado es TCM970625MB1',
    );
  });

  it('has a distinct message in both languages for every code', () => {
    const refusals = [
      refusalOf(readCsd(pair(EKU, { password: 'x' }))),
      refusalOf(readCsd(pair(EKU, { key: file(`${EXPIRED}.key`) }))),
      refusalOf(readCsd(pair(EKU, { now: new Date('2030-01-01') }))),
      refusalOf(readCsd(pair(EKU, { now: new Date('2020-01-01') }))),
      refusalOf(readCsd(pair(FIEL, { expectedRfc: 'AAA010101AAA' }))),
      refusalOf(readCsd(pair(EKU, { expectedRfc: 'TCM970625MB1' }))),
      refusalOf(readCsd(pair(EKU, { cer: Buffer.from('x') }))),
      refusalOf(readCsd(pair(EKU, { key: Buffer.from('x') }))),
      refusalOf(readCsd(pair('self-signed-EKU9003173C9'))),
      refusalOf(readCsd(pair('ec-key-EKU9003173C9'))),
    ];
    expect(new Set(refusals.map((r) => r.code)).size).toBe(refusals.length);
    for (const locale of ['es-MX', 'en'] as const) {
      const texts = refusals.map((r) => csdRefusalText(r, locale));
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text).not.toMatch(/v\.csd_|\{\{/);
    }
  });

  it('turns a refusal into a 422 on its field, worded for the request', () => {
    const refusal = refusalOf(readCsd(pair(EKU, { password: 'x' })));
    const error = csdRefusalError(refusal, 'es-MX');
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      password: ['La contraseña de la llave privada no es correcta'],
    });
  });
});

describe('expiry warning', () => {
  const result = readCsd(pair(EKU));
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  const { csd } = result;
  const daysBefore = (days: number) => new Date(csd.validTo.getTime() - days * 86_400_000);

  it('does not warn 31 days before expiry', () => {
    expect(expiryWarning(csd, daysBefore(31))).toEqual({
      warn: false,
      expired: false,
      daysLeft: 31,
    });
  });

  it('warns 29 days before expiry', () => {
    expect(expiryWarning(csd, daysBefore(29))).toEqual({
      warn: true,
      expired: false,
      daysLeft: 29,
    });
  });

  it('warns from exactly 30 days and keeps warning once expired', () => {
    expect(expiryWarning(csd, daysBefore(30)).warn).toBe(true);
    expect(expiryWarning(csd, daysBefore(-1))).toMatchObject({ warn: true, expired: true });
  });
});
