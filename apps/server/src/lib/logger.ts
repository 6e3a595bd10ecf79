import { pino, type DestinationStream, type Logger } from 'pino';
import { REDACTED_PATHS, redactUrl, serializeError } from './log-redaction';

export type { Logger };

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  id?: unknown;
}

/** The request as logged: method, path with query values redacted, client address. */
function serializeRequest(req: LoggedRequest) {
  return { id: req.id, method: req.method, url: redactUrl(req.url ?? ''), ip: req.ip };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'despacho' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    },
    destination,
  );
}
