import type { AuditCharacteristic, AuditDetails } from '@lens/contracts';
import {
  displayCharacteristics,
  hasContentScore,
  isMeetingRoomsWidgetShown,
  type FilterSelection,
} from '@lens/domain';
import { useMemo } from 'react';
import {
  useAuditNotes,
  useContentScore,
  useRoomConfigurations,
  type AuditScope,
} from '../api/audit-queries.ts';
import { flagItemsOf } from '../state/flag-items.ts';
import { useFlags } from '../state/use-flags.ts';
import { AmenitiesWidget } from './amenities-widget.tsx';
import { CommentsWidget } from './comments-widget.tsx';
import { ContentScoreWidget } from './content-score-widget.tsx';
import { DescriptionWidget } from './description-widget.tsx';
import { GdsRatesWidget } from './gds-rates-widget.tsx';
import { GeneralWidget } from './general-widget.tsx';
import { LocationWidget } from './location-widget.tsx';
import { MeetingRoomsWidget } from './meeting-rooms-widget.tsx';
import { NotesWidget } from './notes-widget.tsx';
import { PhotosWidget } from './photos-widget.tsx';
import type { ResultControls } from './result-controls.ts';
import { StatusNoticeBanner } from './status-notice-banner.tsx';
import styles from './audit-page.module.css';

/**
 * The widgets of one audit. Mounted per audit (keyed by its id), so flags made on one audit never
 * carry over to the next.
 */
export function AuditWidgets({
  details,
  scope,
  selection,
  hotelChainMode,
  resultControls,
}: {
  details: AuditDetails;
  scope: AuditScope;
  selection: FilterSelection;
  hotelChainMode: boolean;
  resultControls?: ResultControls;
}) {
  const initial = useMemo(() => flagItemsOf(details), [details]);
  const flags = useFlags(initial, details.propertyId, details.auditId);
  const notes = useAuditNotes(scope, details.auditId, hotelChainMode);
  const scored = hasContentScore(details.siteId);
  const contentScore = useContentScore(details.propertyId, details.siteId, selection, scored);
  const results = details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos;
  const context = { hotelChainMode, channelName: details.siteName };
  const meetingRooms =
    !!details.meetingRoomsDashboardDto && isMeetingRoomsWidgetShown(results, context);
  const configurations = useRoomConfigurations(meetingRooms);
  const shownTypes = new Set(
    displayCharacteristics(results, context).map((r) => r.characteristicType),
  );
  const result = (type: AuditCharacteristic['characteristicType']) =>
    shownTypes.has(type) ? results.find((r) => r.characteristicType === type) : undefined;

  return (
    <>
      <StatusNoticeBanner
        status={details.status}
        deflagging={details.deflaggingDashboardDto.deflagging}
      />
      <GeneralWidget
        details={details}
        hotelChainMode={hotelChainMode}
        flags={flags}
        selection={selection}
        resultControls={resultControls}
      />
      {hotelChainMode && (
        // A failed notes call clears the notes rather than keep stale ones.
        <NotesWidget
          notes={notes.isError ? [] : notes.data?.characteristics}
          loading={notes.isPending && !notes.isError}
          channelName={details.siteName}
        />
      )}
      <DescriptionWidget
        widget={details.descriptionWidgetDashboardDto}
        hotelChainMode={hotelChainMode}
        channelName={details.siteName}
        flags={flags}
      />
      {meetingRooms && (
        <MeetingRoomsWidget
          widget={details.meetingRoomsDashboardDto}
          configurations={configurations.data}
        />
      )}
      <div className={`${styles.stack} ${styles.span6}`}>
        <AmenitiesWidget
          widget={details.amenitiesWidgetDashboardDto}
          add={details.addAmenities}
          remove={details.removeAmenities}
          replace={details.replaceAmenities}
          hotelChainMode={hotelChainMode}
          flags={flags}
        />
        <PhotosWidget
          widget={details.fetchedTagsDashboardDto}
          result={result('PHOTOS')}
          hotelChainMode={hotelChainMode}
        />
      </div>
      <div className={`${styles.stack} ${styles.span6}`}>
        <LocationWidget
          widget={details.locationWidgetDashboardDto}
          result={result('GEO_COORDINATES')}
          hotelChainMode={hotelChainMode}
          channelName={details.siteName}
        />
        {scored && (
          <ContentScoreWidget
            score={contentScore.data}
            loading={contentScore.isPending}
            failed={contentScore.isError}
          />
        )}
        {hotelChainMode && details.gdsRatesDashboardDto && (
          <GdsRatesWidget widget={details.gdsRatesDashboardDto} />
        )}
        <CommentsWidget
          comments={details.commentsSection}
          resolved={details.resolvedIssuesSection}
        />
      </div>
    </>
  );
}
