import { describe, expect, it } from 'vitest';
import { lockedContacts, withLockedContact } from './locked-contacts';

const address = { email: 'yo@correo.mx', phone: '3312345678', calling_code: '1' };

describe('lockedContacts (disable_email / disable_phone_number)', () => {
  it('fixes each end to the settings’ e-mail and phone when the flags are on', () => {
    const locked = lockedContacts({
      disable_email: '1',
      disable_phone_number: '1',
      origin_email: ' envios@tienda.mx ',
      destination_email: 'clientes@tienda.mx',
      origin_phone_number: '+52 (81) 1234-5678',
      destination_phone_number: '5512345678',
    });
    expect(locked.origin).toEqual({ email: 'envios@tienda.mx', phone: '8112345678' });
    expect(withLockedContact(address, locked.destination)).toEqual({
      email: 'clientes@tienda.mx',
      phone: '5512345678',
      calling_code: '52',
    });
  });

  it('leaves the typed ones when a flag is off, or on with its value still blank', () => {
    expect(lockedContacts({ origin_email: 'x@y.mx' }).origin).toEqual({});
    const half = lockedContacts({
      disable_email: '1',
      disable_phone_number: '1',
      origin_email: 'envios@tienda.mx',
      destination_email: '',
      origin_phone_number: '81 12',
    });
    expect(half.origin).toEqual({ email: 'envios@tienda.mx' });
    expect(half.destination).toEqual({});
    expect(withLockedContact(address, half.destination)).toEqual(address);
  });
});
