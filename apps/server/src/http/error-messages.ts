import type { ErrorCode, Locale } from '@despacho/shared';

/** What the person reads for each error code; the web app shows `messages` as they are. */
const MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  'es-MX': {
    validation_failed: 'Revisa los datos marcados',
    malformed_request: 'La solicitud no es JSON válido',
    unauthenticated: 'Inicia sesión para continuar',
    signature_invalid: 'La firma del proveedor no es válida: no se guardó nada',
    forbidden: 'No tienes permiso para realizar esta acción',
    api_key_route_forbidden:
      'Las claves API solo pueden usar las rutas de la API para socios; esta requiere iniciar sesión',
    not_found: 'No encontrado',
    tenant_missing: 'Falta el encabezado X-Tenant con el identificador de la empresa',
    tenant_unknown: 'La empresa "{{slug}}" no existe',
    conflict: 'El registro cambió o ya existe',
    unconfirmed_account:
      'Debes confirmar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja o solicita un nuevo correo de confirmación.',
    invalid_credentials: 'Correo electrónico o contraseña incorrectos',
    account_suspended: 'Tu cuenta está suspendida. Contacta al administrador.',
    token_invalid: 'El enlace no es válido o ya expiró',
    rate_limited: 'Demasiados intentos. Espera {{wait}} e inténtalo de nuevo.',
    account_locked:
      'Hubo demasiados intentos fallidos en esta cuenta. Espera {{wait}} o restablece tu contraseña para entrar ya.',
    registration_closed: 'El registro de cuentas nuevas está cerrado. Contacta al administrador.',
    fiscal_verification_required:
      'Verifica tus datos fiscales para seguir creando envíos. Completa la verificación y vuelve a intentarlo.',
    insufficient_balance:
      'Tu saldo no alcanza para esta operación. Agrega fondos e inténtalo de nuevo.',
    carrier_error: 'La paquetería no pudo completar la operación. Inténtalo de nuevo más tarde.',
    gateway_error:
      'El servicio de pagos no pudo completar la operación. Inténtalo de nuevo en unos minutos.',
    gateway_unconfigured: 'Este medio de pago no está configurado. Contacta al administrador.',
    busy: 'Hay muchas solicitudes en este momento. Inténtalo de nuevo en unos segundos.',
    payload_too_large: 'La solicitud es demasiado grande',
    unsupported_media_type: 'Tipo de contenido no admitido',
    internal: 'Algo salió mal. Inténtalo de nuevo',
  },
  en: {
    validation_failed: 'Please check the highlighted fields',
    malformed_request: 'The request is not valid JSON',
    unauthenticated: 'Please sign in to continue',
    signature_invalid: "The provider's signature is not valid: nothing was saved",
    forbidden: 'You are not allowed to do this',
    api_key_route_forbidden:
      'API keys may only call the partner API routes; this one needs a signed-in session',
    not_found: 'Not found',
    tenant_missing: 'The X-Tenant header naming the company is missing',
    tenant_unknown: 'The company "{{slug}}" does not exist',
    conflict: 'The record changed or already exists',
    unconfirmed_account:
      'Please confirm your e-mail address before signing in. Check your inbox or request a new confirmation e-mail.',
    invalid_credentials: 'Wrong e-mail or password',
    account_suspended: 'Your account is suspended. Please contact the administrator.',
    token_invalid: 'The link is not valid or has expired',
    rate_limited: 'Too many attempts. Please wait {{wait}} and try again.',
    account_locked:
      'Too many failed attempts on this account. Wait {{wait}} or reset your password to get in now.',
    registration_closed: 'Sign-up is closed. Please contact the administrator.',
    fiscal_verification_required:
      'Please verify your fiscal data to keep creating shipments. Complete the verification and try again.',
    insufficient_balance: 'Your balance does not cover this operation. Add funds and try again.',
    carrier_error: 'The carrier could not complete the operation. Please try again later.',
    gateway_error:
      'The payment service could not complete the operation. Please try again in a few minutes.',
    gateway_unconfigured: 'This payment method is not set up. Please contact the administrator.',
    busy: 'The server is busy right now. Please try again in a few seconds.',
    payload_too_large: 'The request is too large',
    unsupported_media_type: 'Unsupported content type',
    internal: 'Something went wrong. Please try again',
  },
};

/** Why a request could not be read at all, when "not valid JSON" would be the wrong words. */
export type MalformedReason = 'form' | 'boundary' | 'url' | 'url_too_long' | 'too_deep';

const MALFORMED: Record<Locale, Record<MalformedReason, string>> = {
  'es-MX': {
    form: 'El formulario con el archivo llegó incompleto o dañado; vuelve a enviarlo',
    boundary: 'Tipo de contenido no admitido: multipart/form-data necesita su boundary',
    url: 'La dirección de la solicitud no es válida',
    url_too_long: 'La dirección de la solicitud es demasiado larga',
    too_deep: 'La solicitud tiene demasiados niveles anidados',
  },
  en: {
    form: 'The form with the file arrived incomplete or damaged; please send it again',
    boundary: 'Unsupported content type: multipart/form-data needs its boundary',
    url: 'The request address is not valid',
    url_too_long: 'The request address is too long',
    too_deep: 'The request is nested too deeply',
  },
};

/** "42 segundos" / "3 minutes": how long to wait, in words. */
function waitText(seconds: number, locale: Locale): string {
  const es = locale === 'es-MX';
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return es ? `${n} segundo${n === 1 ? '' : 's'}` : `${n} second${n === 1 ? '' : 's'}`;
  }
  const m = Math.ceil(seconds / 60);
  return es ? `${m} minuto${m === 1 ? '' : 's'}` : `${m} minute${m === 1 ? '' : 's'}`;
}

export function errorText(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const reason = params.reason as MalformedReason | undefined;
  if (reason && Object.hasOwn(MALFORMED[locale], reason)) return MALFORMED[locale][reason];
  const values: Record<string, string | number> = { ...params };
  if (typeof params.seconds === 'number') values.wait = waitText(params.seconds, locale);
  return MESSAGES[locale][code].replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
    String(values[k] ?? ''),
  );
}
