import { isPropertyStatusNotice, type PropertyStatusNotice } from './property-status-notices.ts';

/**
 * A status notice's text is looked up by its type (docs/product-rules.md, "Audit details"). The
 * notice explains to a property
 * manager why the audit of a property in transition reads differently from a normal one.
 */
export const DEFLAGGING_TEXTS: Readonly<Record<PropertyStatusNotice, string>> = {
  DEFLAGGING:
    'This property is leaving the brand. Its listings are being removed from brand channels, so ' +
    'brand-specific content is no longer audited and missing brand listings are expected.',
  REBRANDING:
    'This property is changing brand. Channels are being updated to the new brand name and ' +
    'details; until they are, differences in name, brand and website are expected.',
  CLOSED_TEMPORARY:
    'This property is temporarily closed. Channels should show it as temporarily closed; ' +
    'listings that show it open or permanently closed need correcting.',
  CLOSED_PERMANENTLY:
    'This property has closed permanently. Channels should mark it as closed or remove the ' +
    'listing; audit results are kept for reference only.',
};

export const DEFLAGGING_FALLBACK_TEXT =
  'This property is going through a status change. Some audit results may not reflect its ' +
  'usual listing until the change is complete.';

export function deflaggingText(type: string | null | undefined): string {
  return type != null && isPropertyStatusNotice(type)
    ? DEFLAGGING_TEXTS[type]
    : DEFLAGGING_FALLBACK_TEXT;
}
