import type { DateRange } from './date-range.ts';

/** Download file names drop the characters / \ : * ? < > | (docs/product-rules.md, "Downloads"). */
const FORBIDDEN_FILE_NAME_CHARACTERS = /[/\\:*?<>|]/g;

export function sanitizeFileName(name: string): string {
  return name.replace(FORBIDDEN_FILE_NAME_CHARACTERS, '');
}

/** "list fewer than 4 selected names": a longer list would make the name unreadable. */
export const MAX_FILE_NAME_LIST = 3;

/** Selected names, by dataset, that may describe the download's scope. */
export type DownloadFileNameInput = {
  prefix: string;
  channels?: readonly string[];
  channelCategories?: readonly string[];
  propertyCodes?: readonly string[];
  brands?: readonly string[];
  chains?: readonly string[];
  managementCompanies?: readonly string[];
  dateRange?: DateRange | null;
  /** With or without the leading dot: 'xlsx' or '.xlsx'. */
  extension: string;
};

/** The first non-empty list, used only if it is short enough; a later list never stands in. */
function listedNames(...lists: Array<readonly string[] | undefined>): readonly string[] {
  const chosen = lists.find((list) => list !== undefined && list.length > 0) ?? [];
  return chosen.length <= MAX_FILE_NAME_LIST ? chosen : [];
}

/**
 * "Download file names list fewer than 4 selected names (channels, or else channel categories;
 * then property codes or brand, chain or management company)": prefix, channel names (or category
 * names when no channel is selected), property codes (or else brands, chains, management
 * companies), the date range and the extension, joined with '_' and sanitised.
 */
export function downloadFileName(input: DownloadFileNameInput): string {
  const parts = [
    input.prefix,
    ...listedNames(input.channels, input.channelCategories),
    ...listedNames(input.propertyCodes, input.brands, input.chains, input.managementCompanies),
    ...(input.dateRange ? [input.dateRange.startDate, input.dateRange.endDate] : []),
  ]
    .map((part) => sanitizeFileName(part).trim())
    .filter((part) => part !== '');
  const extension = sanitizeFileName(input.extension).replace(/^\.+/, '');
  return extension === '' ? parts.join('_') : `${parts.join('_')}.${extension}`;
}
