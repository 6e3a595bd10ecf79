import type { i18n as I18n } from 'i18next';
import type { Operation } from './openapi-model';

export interface OperationTexts {
  summary: string | undefined;
  description: string | undefined;
}

/**
 * An operation's words in the page's language. The server writes its summaries in English; the
 * web keeps a Spanish and an English text per operationId, and falls back to the server's words
 * for an operation it does not know yet. The server's (English) description is shown only where
 * it cannot mix languages: in English, or for an operation without a translation.
 */
export function operationTexts(i18n: I18n, op: Operation): OperationTexts {
  const key = `partnerDocs.operations.${op.operationId ?? '-'}`;
  if (!op.operationId || !i18n.exists(`${key}.summary`))
    return { summary: op.summary, description: op.description };
  const description = i18n.exists(`${key}.description`)
    ? i18n.t(`${key}.description`)
    : i18n.language === 'en'
      ? op.description
      : undefined;
  return { summary: i18n.t(`${key}.summary`), description };
}

/** A section's name: the translation of its tag, or the tag in words ("Webhook endpoints"). */
export function tagName(i18n: I18n, tag: string): string {
  const words = tag.replace(/_/g, ' ');
  return i18n.t(`partnerDocs.tags.${tag}`, {
    defaultValue: words.charAt(0).toUpperCase() + words.slice(1),
  });
}

/** The operationIds with no Spanish summary in a catalogue (the unit test keeps this empty). */
export function operationsWithoutSpanish(
  operationIds: string[],
  spanish: { partnerDocs?: { operations?: Record<string, { summary?: string }> } },
): string[] {
  const known = spanish.partnerDocs?.operations ?? {};
  return operationIds.filter((id) => !known[id]?.summary?.trim());
}
