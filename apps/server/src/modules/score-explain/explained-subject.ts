import type { ExplainedDataset } from '@lens/contracts';
import {
  addDays,
  addMonths,
  channelCategory,
  CHARACTERISTIC_LABELS,
  characteristicById,
  decodeFilterPairs,
  filterValueProblem,
  isPropertyType,
  propertyTypeLabel,
  type FilterSelection,
} from '@lens/domain';
import type pg from 'pg';
import { HttpError } from '../../http/error-handler.ts';
import type { DateRange } from '../dashboard-data/aggregates.queries.ts';
import { channelGroupsOfView, channelsOfView } from '../dashboard-data/filter-options.queries.ts';
import { rangeOf } from '../dashboard-data/filter-dimensions.ts';
import { assertPropertiesInView, type AccessibleView } from '../tenancy/view-access.queries.ts';
import { propertyName } from './score-explain.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ExplainedSubject {
  /** The selection narrowed to the row: its figure is the row's figure on the dashboard. */
  selection: FilterSelection;
  range: DateRange;
  label: string;
}

/**
 * The number being explained as a selection: a row of a dataset (a property, a channel...) is
 * the selection narrowed to it, since the dashboard's row figure is the figure of that narrower
 * selection; a month of the trend is the figure over that calendar month.
 */
export async function explainedSubject(
  db: Queryable,
  view: AccessibleView,
  selection: FilterSelection,
  row: { of?: ExplainedDataset; id?: string; month?: string },
  today: string,
): Promise<ExplainedSubject> {
  if (row.of === undefined && row.id !== undefined)
    throw new HttpError(400, 'of: say which dataset the id belongs to', 'of');
  if (row.of !== undefined && row.id === undefined)
    throw new HttpError(400, 'id: missing the id of the row to explain', 'id');
  const range = row.month ? monthRange(row.month) : rangeOf(selection, today);
  if (row.of === undefined) return { selection, range, label: 'The whole selection' };
  const { of, id } = row as { of: ExplainedDataset; id: string };
  const problem = filterValueProblem(of, id);
  const decoded = problem ? null : decodeFilterPairs([[of, id]]);
  const values = decoded?.ok ? (decoded.selection[of] as Array<string | number>) : undefined;
  if (!values || values.length !== 1)
    throw new HttpError(400, `id: ${problem ?? 'give exactly one id'}`, 'id');
  const value = values[0]!;
  return {
    selection: { ...selection, [of]: [value] },
    range,
    label: await rowLabel(db, view, of, value),
  };
}

/** The calendar month the average accuracy list keys an entry by. */
function monthRange(month: string): DateRange {
  const startDate = `${month}-01`;
  return { startDate, endDate: addDays(addMonths(startDate, 1), -1) };
}

async function rowLabel(
  db: Queryable,
  view: AccessibleView,
  of: ExplainedDataset,
  value: string | number,
): Promise<string> {
  const unknown = () => new HttpError(400, `id: ${value} is not a known ${of}`, 'id');
  switch (of) {
    case 'property_type':
      if (!isPropertyType(String(value))) throw unknown();
      return propertyTypeLabel(String(value));
    case 'characteristic': {
      const type = characteristicById(Number(value));
      if (!type) throw unknown();
      return CHARACTERISTIC_LABELS[type];
    }
    case 'site_group': {
      const category = channelCategory(Number(value));
      if (!category) throw unknown();
      return category.name;
    }
    case 'channel_group': {
      // A group of another client is not one of the view's: the same answer as an unknown id.
      const group = (await channelGroupsOfView(db, view)).find((g) => g.id === value);
      if (!group) throw unknown();
      return group.name;
    }
    case 'site': {
      const channel = (await channelsOfView(db, view)).find((s) => s.id === value);
      if (!channel) throw new HttpError(403, 'You do not have access to this.', 'id');
      return channel.name;
    }
    case 'property': {
      await assertPropertiesInView(db, view, [Number(value)]);
      return propertyName(db, value);
    }
  }
}
