import {
  GEOGRAPHY_PARENT,
  MAX_ADMIN_PAGE_SIZE,
  geographyInputSchema,
  type GeographyInput,
  type GeographyItem,
  type GeographyType,
} from '@lens/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Skeleton } from '../../../../components/feedback-states.tsx';
import { TextField } from '../../../../components/form-controls.tsx';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { SideSheet } from '../../../../components/side-sheet.tsx';

import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { AdminForm, FieldRow, FormSection } from '../form-parts.tsx';
import { useToasts } from '../toasts.tsx';
import { GeographyDelete } from './geography-delete.tsx';
import { capitalised, GEOGRAPHY_LABEL } from './geography-labels.ts';
import styles from './geography.module.css';
import {
  useCreateGeography,
  useGeographyEntry,
  useGeographyOptions,
  useGeographyParent,
  useRefreshAfterGeographySave,
  useUpdateGeography,
} from '../../api/geography-api.ts';

const FORM_ID = 'admin-geography-form';

/** Creates an entry of `type` (id null), inside `parentId` when given, or edits one. */
export function GeographySheet({
  type,
  id,
  parentId,
  onClose,
}: {
  type: GeographyType;
  id: number | null;
  parentId: number | undefined;
  onClose(): void;
}) {
  const parentType = GEOGRAPHY_PARENT[type];
  const item = useGeographyEntry(type, id);
  const parent = useGeographyParent(parentType, parentId, id === null);
  const label = GEOGRAPHY_LABEL[type].one;
  // The chain of ancestors the parent pickers start from: the entry's own, or the new one's parent.
  const ancestors =
    id !== null
      ? item.data?.ancestors
      : parentId === undefined || parentType === null
        ? []
        : parent.data
          ? [
              ...parent.data.ancestors,
              { type: parent.data.type, id: parent.data.id, name: parent.data.name },
            ]
          : parent.isError
            ? []
            : undefined;
  const ready = ancestors !== undefined && (id === null || item.data);
  return (
    <SideSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={id === null ? `New ${label}` : (item.data?.name ?? capitalised(label))}
      description={
        id === null
          ? `Add a ${label} that properties of any client can be in.`
          : `Rename this ${label}${parentType ? ' or move it' : ''}.`
      }
      data-testid="geography-sheet"
      footer={
        ready && (
          <>
            {id !== null && item.data && <GeographyDelete item={item.data} onDeleted={onClose} />}
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={FORM_ID}>
              {id === null ? `Create ${label}` : 'Save changes'}
            </Button>
          </>
        )
      }
    >
      {ready ? (
        <GeographyEditor
          key={`${type}-${id ?? 'new'}`}
          type={type}
          item={id === null ? null : item.data!}
          ancestors={ancestors}
          onDone={onClose}
        />
      ) : item.isError ? (
        <p>This {label} could not be loaded.</p>
      ) : (
        <Skeleton height={160} />
      )}
    </SideSheet>
  );
}

type Ancestor = GeographyItem['ancestors'][number];

function initialValues(type: GeographyType, item: GeographyItem | null, ancestors: Ancestor[]) {
  const name = item?.name ?? '';
  const parentId = ancestors.at(-1)?.id ?? 0;
  switch (type) {
    case 'country':
      return { type, name, isoCode: item?.isoCode ?? '' } satisfies GeographyInput;
    case 'city':
      return { type, name, parentId, lat: item?.lat ?? null, lng: item?.lng ?? null };
    default:
      return { type, name, parentId } satisfies GeographyInput;
  }
}

/** Picks an entry of `type` inside `parentId`, for the parent pickers. */
function LevelSelect({
  type,
  parentId,
  value,
  onChange,
  error,
}: {
  type: GeographyType;
  parentId: number | null;
  value: number;
  onChange(id: number): void;
  error?: string;
}) {
  const needsParent = GEOGRAPHY_PARENT[type] !== null;
  const options = useGeographyOptions(
    type,
    { parentId: parentId ?? undefined, pageSize: MAX_ADMIN_PAGE_SIZE },
    {
      label: `Loading ${GEOGRAPHY_LABEL[type].many}`,
      enabled: !needsParent || (parentId ?? 0) > 0,
    },
  );
  const label = GEOGRAPHY_LABEL[type].one;
  return (
    <OptionSelect
      label={capitalised(label)}
      value={value}
      error={error}
      disabled={needsParent && !parentId}
      options={options.data?.items.map((entry) => ({
        id: entry.id,
        name: entry.isoCode ? `${entry.name} (${entry.isoCode})` : entry.name,
      }))}
      placeholder={`Choose a ${label}…`}
      onChange={(next) => onChange(Number(next))}
    />
  );
}

function GeographyEditor({
  type,
  item,
  ancestors,
  onDone,
}: {
  type: GeographyType;
  item: GeographyItem | null;
  ancestors: Ancestor[];
  onDone(): void;
}) {
  const form = useSchemaForm(geographyInputSchema, () => initialValues(type, item, ancestors));
  const values = form.values as GeographyInput & {
    isoCode?: string;
    parentId?: number;
    lat?: number | null;
    lng?: number | null;
  };
  const idOf = (level: GeographyType) => ancestors.find((entry) => entry.type === level)?.id ?? 0;
  // The pickers above the direct parent only narrow the parent's list.
  const [countryId, setCountryId] = useState(idOf('country'));
  const [regionId, setRegionId] = useState(idOf('region'));
  const [coordinates, setCoordinates] = useState({
    lat: values.lat == null ? '' : String(values.lat),
    lng: values.lng == null ? '' : String(values.lng),
  });
  const create = useCreateGeography();
  const update = useUpdateGeography();
  const refreshAfterSave = useRefreshAfterGeographySave();
  const show = useToasts((state) => state.show);
  const label = GEOGRAPHY_LABEL[type].one;
  const setField = form.set as (name: string, value: unknown) => void;

  const submit = () => {
    if (create.isPending || update.isPending) return;
    const body = form.validate();
    if (!body) return;
    const done = {
      onSuccess: (saved: GeographyItem) => {
        void refreshAfterSave();
        show('success', `${saved.name} was ${item ? 'saved' : 'added'}.`);
        onDone();
      },
      onError: form.showServerError,
    };
    if (item) update.mutate({ params: { type, id: item.id }, body }, done);
    else create.mutate({ body }, done);
  };

  const coordinate = (name: 'lat' | 'lng', text: string) => {
    setCoordinates((before) => ({ ...before, [name]: text }));
    // Empty is "no coordinates"; anything else must read as a number, or the schema says so.
    setField(name, text.trim() === '' ? null : Number(text.replace(',', '.')));
  };

  return (
    <AdminForm form={form} id={FORM_ID} label={capitalised(label)} onSubmit={submit} focusFirst>
      <FormSection title={capitalised(label)}>
        <TextField
          label="Name"
          name="name"
          value={values.name}
          error={form.errors.name}
          onChange={(event) => setField('name', event.target.value)}
        />
        {type === 'country' && (
          <TextField
            label="ISO code"
            name="isoCode"
            maxLength={2}
            value={values.isoCode ?? ''}
            error={form.errors.isoCode}
            hint="ISO 3166-1 alpha-2, e.g. FR for France."
            onChange={(event) => setField('isoCode', event.target.value.toUpperCase())}
          />
        )}
      </FormSection>
      {type !== 'country' && (
        <FormSection title="Inside" description={`Where the ${label} is.`}>
          <div className={styles.cascade}>
            {type === 'region' ? (
              <LevelSelect
                type="country"
                parentId={null}
                value={values.parentId ?? 0}
                onChange={(id) => setField('parentId', id)}
                error={form.errors.parentId}
              />
            ) : (
              <LevelSelect
                type="country"
                parentId={null}
                value={countryId}
                onChange={(id) => {
                  setCountryId(id);
                  setRegionId(0);
                  setField('parentId', 0);
                }}
              />
            )}
            {type === 'sub_region' && (
              <LevelSelect
                type="region"
                parentId={countryId}
                value={values.parentId ?? 0}
                onChange={(id) => setField('parentId', id)}
                error={form.errors.parentId}
              />
            )}
            {type === 'city' && (
              <>
                <LevelSelect
                  type="region"
                  parentId={countryId}
                  value={regionId}
                  onChange={(id) => {
                    setRegionId(id);
                    setField('parentId', 0);
                  }}
                />
                <LevelSelect
                  type="sub_region"
                  parentId={regionId}
                  value={values.parentId ?? 0}
                  onChange={(id) => setField('parentId', id)}
                  error={form.errors.parentId}
                />
              </>
            )}
          </div>
        </FormSection>
      )}
      {type === 'city' && (
        <FormSection title="Coordinates" description="Where the map centres the city. Optional.">
          <FieldRow>
            <TextField
              label="Latitude"
              name="lat"
              inputMode="decimal"
              placeholder="48.8566"
              value={coordinates.lat}
              error={form.errors.lat}
              onChange={(event) => coordinate('lat', event.target.value)}
            />
            <TextField
              label="Longitude"
              name="lng"
              inputMode="decimal"
              placeholder="2.3522"
              value={coordinates.lng}
              error={form.errors.lng}
              onChange={(event) => coordinate('lng', event.target.value)}
            />
          </FieldRow>
        </FormSection>
      )}
    </AdminForm>
  );
}
